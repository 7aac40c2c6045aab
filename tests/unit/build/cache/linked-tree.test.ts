/**
 * Placing the build cache's files in the output (src/build/cache/linked-tree.ts): a page
 * linked from the cache is known by its stat the next time (stillPlaced), and no longer once its
 * file was written anew, replaced or removed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  linkFileIfThere,
  stillPlaced,
  writeFresh,
} from '../../../../src/build/cache/linked-tree.ts';

const folder = mkdtempSync(join(tmpdir(), 'linked-tree-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A page of the cache and where the output wants it. */
function cachedPage(name: string) {
  const cached = join(folder, 'cache', `${name}.html`);
  const output = join(folder, 'dist', name, 'index.html');
  mkdirSync(join(folder, 'cache'), { recursive: true });
  writeFileSync(cached, `<p>${name}</p>`);
  return { cached, output };
}

describe('a page placed from the cache', () => {
  it('is still placed while its output file is the one linked', () => {
    const { cached, output } = cachedPage('kept');
    const placed = linkFileIfThere(cached, output);
    expect(placed).toBeDefined();
    expect(stillPlaced(output, placed)).toBe(true);
    // Linked again by the next build: the same file.
    expect(linkFileIfThere(cached, output)).toEqual(placed);
  });

  it('is not, once its output is written anew, replaced by another file or removed', () => {
    const { cached, output } = cachedPage('changed');
    const placed = linkFileIfThere(cached, output)!;
    writeFresh(output, '<p>changed</p>');
    expect(stillPlaced(output, placed)).toBe(false);

    const other = cachedPage('other');
    const otherPlaced = linkFileIfThere(other.cached, output)!;
    expect(stillPlaced(output, placed)).toBe(false);
    expect(stillPlaced(output, otherPlaced)).toBe(true);

    rmSync(output);
    expect(stillPlaced(output, otherPlaced)).toBe(false);
    expect(stillPlaced(output, undefined)).toBe(false);
  });

  it('is not placed when its cache file is gone', () => {
    const { cached, output } = cachedPage('pruned');
    rmSync(cached);
    expect(linkFileIfThere(cached, output)).toBeUndefined();
  });
});
