/**
 * The new-page scaffold shared by `npm run new:page` and the studio: any one-line title an
 * author types comes back exactly, in a page that validates, whose texts left to write the
 * content review flags until they are.
 */
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { listProjectFiles } from '../../../src/project/project.ts';
import { pageScaffold } from '../../../src/scaffold/page.ts';
import { validateText } from '../../../src/studio/server/validate-text.ts';

const root = process.cwd();
const files = listProjectFiles(root);

describe('pageScaffold', () => {
  it.each([
    'Spring Offer',
    'Spring: "the offer" # 1',
    "Roofers' guide — 50% off",
    '- not a list',
    'yes',
    '2026',
    '@home & away',
  ])('keeps the title %j exactly, in a valid page', (title) => {
    const scaffold = pageScaffold(files, '/spring-offer', title);
    if (!scaffold.ok) throw new Error(scaffold.message);
    const data = parse(scaffold.text) as { title: string; blocks: { title?: string }[] };
    expect(data.title).toBe(title);
    expect(data.blocks[0]!.title).toBe(title);
    const problems = validateText(root, scaffold.file, scaffold.text).problems;
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('asks for each text it leaves to write, and the content review flags each until written', () => {
    const scaffold = pageScaffold(files, '/spring-offer', 'Spring offer');
    if (!scaffold.ok) throw new Error(scaffold.message);
    const flagged = validateText(root, scaffold.file, scaffold.text)
      .problems.filter((p) => p.code === 'placeholder-text')
      .map((p) => p.path);
    expect(flagged).toEqual(['description', 'blocks[0].intro', 'blocks[1].text']);
    // Written, the page has none.
    const written = scaffold.text
      .replace(
        /^description: .*$/m,
        'description: Book an exterior painting estimate this spring and get the primer coat free.',
      )
      .replace(
        /^ {4}intro: .*$/m,
        '    intro: Book before the end of May and the primer coat is on us.',
      )
      .replace(/^ {4}text: .*$/m, '    text: Estimates fill up fast once the weather turns.');
    const after = validateText(root, scaffold.file, written).problems;
    expect(after.filter((p) => p.code === 'placeholder-text')).toEqual([]);
  });

  it('titles the page from its route when no title is given', () => {
    const scaffold = pageScaffold(files, '/offers/spring-offer/');
    expect(scaffold).toMatchObject({
      ok: true,
      route: '/offers/spring-offer',
      file: 'pages/offers/spring-offer.yaml',
    });
    expect(scaffold.ok && scaffold.text).toContain('\ntitle: Spring Offer\n');
  });

  it('refuses a title of several lines, a bad route and a taken one', () => {
    expect(pageScaffold(files, '/x', 'One\nTwo')).toMatchObject({ ok: false, reason: 'bad-title' });
    expect(pageScaffold(files, '/Bad Route', 'X')).toMatchObject({
      ok: false,
      reason: 'bad-route',
    });
    expect(pageScaffold(files, '/pricing', 'X')).toMatchObject({ ok: false, reason: 'exists' });
  });
});
