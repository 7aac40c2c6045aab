/**
 * The forms and downloads the studio's previews show, asked after every save: a file's data is
 * made again only when its text, or what it read of the rest of the project, changed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { previewContent } from '../../../../src/studio/server/preview-content.ts';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A copy of this project's content, to edit. */
function contentCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'preview-content-'));
  made.push(root);
  for (const folder of ['pages', 'forms', 'public']) {
    cpSync(join(process.cwd(), folder), join(root, folder), { recursive: true });
  }
  return root;
}

describe('the previews’ forms and downloads', () => {
  it('keep a file’s data while its text and what it read stay the same', () => {
    const root = contentCopy();
    const first = previewContent(root);
    const curriculum = first.downloads['curriculum-pdf']!;
    expect(curriculum.block).toMatchObject({ title: 'Growth Strategist Certification Program' });
    // Another page saved: the curriculum page's data is the one made before, not made again.
    const about = join(root, 'pages/about.yaml');
    writeFileSync(
      about,
      readFileSync(about, 'utf8').replace(/^title: .*$/m, 'title: About us now'),
    );
    const second = previewContent(root);
    expect(second.downloads['curriculum-pdf']!.block).toBe(curriculum.block);
    expect(second.forms.consultation).toBe(first.forms.consultation);

    // Its own text changed: made again.
    const page = join(root, 'pages/curriculum.yaml');
    const text = readFileSync(page, 'utf8');
    writeFileSync(
      page,
      text.replace('title: Growth Strategist Certification Program', 'title: The Course'),
    );
    const third = previewContent(root);
    expect(third.downloads['curriculum-pdf']!.block).toMatchObject({ title: 'The Course' });

    // What it read changed (the page its Back link leads to is gone): made again, and left
    // out, as the build refuses a page with an error.
    rmSync(join(root, 'pages/growth-strategist.yaml'));
    expect(previewContent(root).downloads).toEqual({});
  });
});
