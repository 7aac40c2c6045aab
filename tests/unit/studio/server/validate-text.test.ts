/**
 * The studio's validation of the editor's text: the project's one validator with the real
 * project around it, positions an editor can underline, the catalogue's fix and the
 * did-you-mean, and the same page object the content plugin hands to the renderer.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPlugin } from '../../../../src/build/plugins/content.ts';
import { validateText } from '../../../../src/studio/server/validate-text.ts';
import { consultationForm, fixtureProject } from '../../../support/fixture-project.ts';

const root = process.cwd();
const page = (...blockLines: string[]) =>
  [
    'title: Check the studio',
    'description: A page the studio checks as its author types, against the project.',
    'blocks:',
    ...blockLines,
    '',
  ].join('\n');

const errors = <T extends { severity: string }>(problems: T[]) =>
  problems.filter((problem) => problem.severity === 'error');

/** What `import('pages/<file>')` gives the renderer: the plugin's `export const page`. */
function pluginPage(file: string, source: string): unknown {
  const plugin = contentPlugin();
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  const transform = plugin.transform as (
    this: unknown,
    code: string,
    id: string,
  ) => { code: string };
  const { code } = transform.call({ addWatchFile() {} }, source, join(root, file));
  return JSON.parse(/^export const page = (.*);$/m.exec(code)![1]!);
}

describe('validateText', () => {
  it('gives the page object the content plugin gives the renderer', () => {
    const source = readFileSync(join(root, 'pages/pricing.yaml'), 'utf8');
    const { problems, data } = validateText(root, 'pages/pricing.yaml', source);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(data).toEqual(pluginPage('pages/pricing.yaml', source));
  });

  it('underlines a misspelt field name and offers the right one', () => {
    const text = page('  - type: cta', '    titel: Go', '    actions: []');
    const { problems, data } = validateText(root, 'pages/check.yaml', text);
    expect(data).toBeNull();
    expect(problems).toContainEqual(
      expect.objectContaining({
        line: 5,
        column: 5,
        endLine: 5,
        endColumn: 10,
        path: 'blocks[0].titel',
        code: 'unknown-field',
        suggestion: 'title',
        fix: expect.stringContaining('suggested name'),
      }),
    );
  });

  it('checks links against the project on disk and this text together', () => {
    const text = page(
      '  - type: hero',
      '    title: Check',
      '    intro: The heading of the page.',
      '  - type: cta',
      '    id: next-step',
      '    title: Go',
      '    actions:',
      '      - label: Prices',
      '        to: /pricing',
      '      - label: Down',
      '        scrollTo: next-step',
    );
    // A new page nothing links to yet: the same warning `npm run validate` would give, on the
    // page's title (line 2), not on the `# yaml-language-server` comment of line 1.
    const scaffolded = `# yaml-language-server: $schema=../schemas/page.schema.json\n${text}`;
    expect(validateText(root, 'pages/check.yaml', scaffolded).problems).toEqual([
      expect.objectContaining({ code: 'orphan-route', severity: 'warning', line: 2, column: 1 }),
    ]);
    const broken = text.replace('scrollTo: next-step', 'scrollTo: next-stpe');
    expect(errors(validateText(root, 'pages/check.yaml', broken).problems)).toEqual([
      expect.objectContaining({
        code: 'unknown-section',
        suggestion: 'next-step',
        line: 14,
        column: 19,
      }),
    ]);
  });

  it('sees a file changed on disk between two requests (the project is cached between them)', () => {
    const project = fixtureProject({
      'pages/index.yaml': page('  - type: cta', '    title: Home'),
    });
    const text = page(
      '  - type: cta',
      '    title: Talk',
      '    actions:',
      '      - label: Book',
      '        modal: consultation',
    );
    const codes = () =>
      errors(validateText(project, 'pages/index.yaml', text).problems).map((p) => p.code);
    expect(codes()).toContain('unknown-form');
    expect(codes()).toContain('unknown-form'); // the cached project, still without the form
    mkdirSync(join(project, 'forms'));
    writeFileSync(join(project, 'forms/consultation.yaml'), consultationForm);
    expect(codes()).toEqual([]);
  });

  it('reports a YAML syntax error at its place, with no data', () => {
    const { problems, data } = validateText(root, 'pages/check.yaml', 'title: "open\nblocks: []\n');
    expect(data).toBeNull();
    expect(errors(problems)).toEqual([
      expect.objectContaining({ code: 'yaml-syntax', line: 1, column: 8, severity: 'error' }),
    ]);
  });

  it('says so, instead of throwing, for a path that is not content', () => {
    expect(validateText(root, 'pages/notes.txt', 'x')).toEqual({
      problems: [expect.objectContaining({ code: 'not-content', line: 1, column: 1 })],
      data: null,
    });
  });

  it('validates forms against the form schema', () => {
    const source = readFileSync(join(root, 'forms/contact.yaml'), 'utf8');
    const { problems, data } = validateText(root, 'forms/contact.yaml', source);
    expect(problems).toEqual([]);
    expect(data).toMatchObject({ id: 'contact' });
    const renamed = validateText(root, 'forms/other.yaml', source);
    expect(renamed.problems).toEqual([expect.objectContaining({ code: 'form-id-mismatch' })]);
  });

  it('names the page an old address leads to, in a page and in the site file as it is edited', () => {
    const text = page(
      '  - type: cta',
      '    title: Talk to us',
      '    actions:',
      '      - label: Book a call',
      '        to: /strategy-call',
    );
    expect(errors(validateText(root, 'pages/check.yaml', text).problems)).toEqual([
      expect.objectContaining({
        code: 'old-address',
        line: 8,
        message: expect.stringContaining('link to /contact'),
      }),
    ]);
    // The site file's own redirects count as typed: one leading to an old address it adds is
    // the detour, though the site on disk has no such address.
    const site = readFileSync(join(root, 'pages/_site.yaml'), 'utf8');
    expect(errors(validateText(root, 'pages/_site.yaml', site).problems)).toEqual([]);
    const chained = `${site.trimEnd()}\n  - from: /old-pricing\n    to: /prices\n  - from: /prices\n    to: /pricing\n`;
    expect(errors(validateText(root, 'pages/_site.yaml', chained).problems)).toEqual([
      expect.objectContaining({
        code: 'old-address',
        message: expect.stringContaining('link to /pricing'),
      }),
    ]);
  });
});
