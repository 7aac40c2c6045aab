/**
 * The downloads' data files (src/build/download-files.ts), kept from one build to the next by a
 * key of what each page's blocks are made from: its text, the code, the build date and the
 * pictures. A page whose key is the last build's keeps the names of its files (each carries a
 * hash of its bytes) while the kept dist/ holds them: nothing of them is made or read again. A
 * build after a one-page edit builds that page's download blocks alone (reading and hashing a
 * thousand kept blocks cost a twentieth of such a build).
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DeclaredDownload } from '../../project/downloads.ts';
import type { DownloadLink } from '../../content/download-link.ts';
import {
  DOWNLOADS_FOLDER,
  downloadFile,
  downloadLink,
  type DownloadFiles,
} from '../download-files.ts';
import { readCacheFile, writeCacheFile } from './cache-file.ts';
import { buildCachePath } from './location.ts';

/** Page file → its key, and the path under dist/ of each download block's file (none: null). */
type Kept = Record<string, { key: string; paths: Record<number, string | null> }>;

export interface DownloadCacheRequest {
  root: string;
  clean: boolean;
  /** The dist/ this build keeps, if any: a kept file still in it is left there. */
  keptDist?: string;
  downloads: readonly DeclaredDownload[];
  /** The key of a page file's blocks. */
  keyOf: (file: string) => string;
  /** A download's block, built. */
  make: (download: DeclaredDownload) => unknown;
}

/**
 * The data files a kept dist/ holds, as paths under it: its downloads' folder listed once (a
 * look for each file cost a hundredth of a build after a one-page edit).
 */
function keptFiles(keptDist: string | undefined): Set<string> {
  if (!keptDist) return new Set();
  try {
    return new Set(
      readdirSync(join(keptDist, DOWNLOADS_FOLDER)).map((name) => `${DOWNLOADS_FOLDER}/${name}`),
    );
  } catch {
    return new Set();
  }
}

export function cachedDownloadFiles({
  root,
  clean,
  keptDist,
  downloads,
  keyOf,
  make,
}: DownloadCacheRequest): DownloadFiles {
  const path = buildCachePath(root, 'downloads.json');
  // Its form of before, which held every block: the cache folder CI keeps would hold it for good.
  rmSync(buildCachePath(root, 'download-blocks.json'), { force: true });
  const previous = (clean ? undefined : readCacheFile<Kept>(path, '')) ?? {};
  const next: Kept = {};
  const links: Record<string, DownloadLink> = {};
  const files = new Map<string, string>();
  const placed: string[] = [];
  const inDist = keptFiles(keptDist);
  for (const download of downloads) {
    const key = keyOf(download.file);
    const kept = previous[download.file];
    const entry = (next[download.file] ??= { key, paths: {} });
    const keptPath = kept?.key === key ? kept.paths[download.blockIndex] : undefined;
    let filePath: string | null;
    if (keptPath === null || (keptPath && inDist.has(keptPath))) {
      filePath = keptPath;
      if (filePath) placed.push(filePath);
    } else {
      // JSON both ways: the block as a kept one would be read back.
      const file = downloadFile(download, JSON.parse(JSON.stringify(make(download) ?? null)));
      filePath = file?.path ?? null;
      if (file) files.set(file.path, file.text);
    }
    entry.paths[download.blockIndex] = filePath;
    if (filePath) links[download.name] = downloadLink(download, filePath);
  }
  writeCacheFile(path, '', next);
  return { links, files, placed };
}
