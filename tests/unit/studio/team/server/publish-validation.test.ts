/**
 * A publish's check of the merged project takes each file's validation the studio kept while
 * its text and what it read are the same: a file whose text did not change is still refused
 * when what it read did (a page it links to is gone in the merge).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateForPublish } from '../../../../../src/studio/team/server/publish-validation.ts';

/** A copy of this project's content. */
function contentCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'publish-check-'));
  for (const folder of ['pages', 'forms', 'public']) {
    cpSync(join(process.cwd(), folder), join(root, folder), { recursive: true });
  }
  return root;
}

describe('the publish check', () => {
  it('passes the site as it is, and refuses a merge that removes a page another links to', async () => {
    const merged = contentCopy();
    expect(await validateForPublish(merged)).toEqual({ ok: true, problems: [] });
    // The next merge: the same texts but the program page, which the curriculum page's Back
    // link leads to.
    const next = contentCopy();
    rmSync(join(next, 'pages/growth-strategist.yaml'));
    const check = await validateForPublish(next);
    expect(check.ok).toBe(false);
    expect(check.problems).toContainEqual(
      expect.objectContaining({ file: 'pages/curriculum.yaml', code: 'unknown-route' }),
    );
    rmSync(merged, { recursive: true, force: true });
    rmSync(next, { recursive: true, force: true });
  });
});
