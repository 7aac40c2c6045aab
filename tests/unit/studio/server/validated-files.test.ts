/**
 * The studio's file list and previews ask for every file's validation after each save: a file is
 * validated again only when its text, or an answer it read of the rest of the project, changed.
 */
import { describe, expect, it } from 'vitest';
import { buildContext, type ProjectFile } from '../../../../src/project/project.ts';
import { projectOnDisk } from '../../../../src/studio/server/project-cache.ts';
import {
  validateAheadOfUse,
  validatedFile,
} from '../../../../src/studio/server/validated-files.ts';
import { fixtureProject, yaml } from '../../../support/fixture-project.ts';

const pageFile = (file: string, source: string): ProjectFile => ({
  file,
  kind: 'page',
  source,
  bytes: new TextEncoder().encode(source),
});

const linking = (to: string) =>
  yaml(
    'title: Roof repair in Austin',
    'description: Roof repair and replacement in Austin, with photos of the crews at work.',
    'blocks:',
    '  - type: cta',
    '    title: Book a visit',
    '    actions:',
    `      - { label: Talk to us, to: ${to} }`,
  );

describe('a file’s validation in the studio', () => {
  it('is kept while its text and what it read stay the same', () => {
    const root = fixtureProject({});
    const page = pageFile('pages/roofs.yaml', linking('/contact'));
    const contact = pageFile('pages/contact.yaml', linking('/roofs'));
    const context = buildContext(root, [page, contact]);
    const first = validatedFile(page, context);
    expect(first.problems.filter((p) => p.severity === 'error')).toEqual([]);
    // The same text read again (another request, another context of the same project).
    const again = pageFile('pages/roofs.yaml', linking('/contact'));
    expect(validatedFile(again, buildContext(root, [again, contact]))).toBe(first);
    // A page it does not ask about is added: still the same.
    const other = pageFile('pages/gutters.yaml', linking('/roofs'));
    expect(validatedFile(again, buildContext(root, [again, contact, other]))).toBe(first);
  });

  it('is made again when its text, or an answer it read, changed', () => {
    const root = fixtureProject({});
    const page = pageFile('pages/roofs.yaml', linking('/contact'));
    const contact = pageFile('pages/contact.yaml', linking('/roofs'));
    const first = validatedFile(page, buildContext(root, [page, contact]));
    const edited = pageFile('pages/roofs.yaml', linking('/contact').replace('Book', 'Plan'));
    const second = validatedFile(edited, buildContext(root, [edited, contact]));
    expect(second).not.toBe(first);
    expect(second.data).toMatchObject({ blocks: [{ title: 'Plan a visit' }] });
    // The page it links to is gone: its link is an error now.
    const alone = validatedFile(edited, buildContext(root, [edited]));
    expect(alone.problems.map((p) => p.code)).toContain('unknown-route');
  });

  it('is made again for other bytes that decode to the same text (a bad encoding)', () => {
    const root = fixtureProject({});
    const text = linking('/contact').replace('Book', 'Book\uFFFD');
    const withByte = (byte: number): ProjectFile => {
      const [before, after] = linking('/contact').split('Book');
      const bytes = Buffer.concat([
        Buffer.from(`${before}Book`),
        Buffer.from([byte]),
        Buffer.from(after!),
      ]);
      return { file: 'pages/roofs.yaml', kind: 'page', source: text, bytes };
    };
    const first = validatedFile(withByte(0xff), buildContext(root, [withByte(0xff)]));
    expect(first.problems.map((p) => p.code)).toContain('bad-encoding');
    expect(validatedFile(withByte(0xfe), buildContext(root, [withByte(0xfe)]))).not.toBe(first);
  });

  it('is made ahead of use for a whole project, a file per turn (requests are answered between)', async () => {
    const root = fixtureProject({
      'pages/roofs.yaml': linking('/contact'),
      'pages/contact.yaml': linking('/roofs'),
      'pages/gutters.yaml': linking('/roofs'),
    });
    let done = false;
    const ahead = validateAheadOfUse(root).finally(() => (done = true));
    // A turn of the event loop (another request's) comes before it is done.
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    const results = await ahead;
    expect(results).toHaveLength(3);
    // What a request then asks for is what was made ahead.
    const { files, context } = projectOnDisk(root);
    expect(files.map((file) => validatedFile(file, context))).toEqual(results);
    files.forEach((file, index) => expect(validatedFile(file, context)).toBe(results[index]));
  });
});
