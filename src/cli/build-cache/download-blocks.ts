/**
 * The built data of each download block (what its data file holds, src/cli/download-files.ts,
 * whose name the pages that link to it carry), kept from one build to the next by a key of what
 * it is made from: its page's text, the code, the build date and the pictures. A build after a one-page
 * edit makes the blocks of that page alone, instead of every page with a download.
 */
import type { DeclaredDownload } from '../../content/downloads.ts';
import { readCacheFile, writeCacheFile } from './cache-file.ts';
import { buildCachePath } from './location.ts';

type Kept = Record<string, { key: string; blocks: Record<number, unknown> }>;

export function downloadBlocks(
  root: string,
  clean: boolean,
  downloads: readonly DeclaredDownload[],
  /** The key of a page file's blocks. */
  keyOf: (file: string) => string,
  make: (download: DeclaredDownload) => unknown,
): unknown[] {
  const path = buildCachePath(root, 'download-blocks.json');
  const previous = (clean ? undefined : readCacheFile<Kept>(path, '')) ?? {};
  const next: Kept = {};
  const blocks = downloads.map((download) => {
    const key = keyOf(download.file);
    const kept = previous[download.file];
    const entry = (next[download.file] ??= { key, blocks: {} });
    // JSON both ways: a kept block is the made one read back, as the key reads it.
    const block =
      kept?.key === key && download.blockIndex in kept.blocks
        ? kept.blocks[download.blockIndex]
        : (JSON.parse(JSON.stringify(make(download) ?? null)) as unknown);
    entry.blocks[download.blockIndex] = block;
    return block;
  });
  writeCacheFile(path, '', next);
  return blocks;
}
