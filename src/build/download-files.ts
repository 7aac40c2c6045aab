/**
 * The data file of each download the pages declare, written by the build into
 * `dist/assets/downloads/` outside Vite (build.ts), and the link each page that names it carries
 * (src/content/download-link.ts). The file holds the declaring block as the browser gets it and
 * the name to save as; its name carries a hash of its bytes, so a browser may keep it for good
 * (`/assets/*` is cached for a year, security-headers.ts) and a page names a new file whenever
 * the data changes. The client bundle knows none of it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DeclaredDownload, DownloadDeclaration } from '../project/downloads.ts';
import type { DownloadData, DownloadLink } from '../content/download-link.ts';
import { markPlaced, writeFresh } from './cache/linked-tree.ts';
import type { OutputThread } from './output-thread.ts';

/**
 * The folder of dist/ the data files go into; its URL is the same from the site's root. Not
 * public/downloads/ (dist/downloads/), whose files keep their names and so are not cached.
 */
export const DOWNLOADS_FOLDER = 'assets/downloads';

export interface DownloadFiles {
  /** Download name → what a page that names it carries. */
  links: Record<string, DownloadLink>;
  /** Path under dist/ → the file's text, for the files to write. */
  files: Map<string, string>;
  /** Paths under dist/ of files a kept dist/ already holds (the build cache's): left as they are. */
  placed?: string[];
}

/** A download's data file, from its built block; none when the block lost its declaration. */
export function downloadFile(
  download: DeclaredDownload,
  built: unknown,
): { path: string; text: string } | null {
  const block = built as Record<string, unknown> | null;
  const declaration = block?.[download.field] as DownloadDeclaration | undefined;
  // The built block is the declaring one: only a dated item dropped from it could lose it.
  if (!declaration) return null;
  const data: DownloadData = { fileName: declaration.fileName, block };
  const text = JSON.stringify(data);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
  // Download names are kebab-case (fields.ts): safe in a path and a URL as they are.
  return { path: `${DOWNLOADS_FOLDER}/${download.name}-${hash}.json`, text };
}

/** The link a page naming the download carries to its file. */
export const downloadLink = (download: DeclaredDownload, path: string): DownloadLink => ({
  data: `/${path}`,
  type: download.blockType,
});

/** The files and links of the declared downloads, given each one's built block (same order). */
export function downloadFiles(
  downloads: readonly DeclaredDownload[],
  blocks: readonly unknown[],
): DownloadFiles {
  const links: Record<string, DownloadLink> = {};
  const files = new Map<string, string>();
  downloads.forEach((download, index) => {
    const file = downloadFile(download, blocks[index]);
    if (!file) return;
    files.set(file.path, file.text);
    links[download.name] = downloadLink(download, file.path);
  });
  return { links, files };
}

/**
 * Writes the files into `dist`. In a dist/ kept from the last build, a file already there has
 * the bytes its name says: it is only recorded as this build's, for the sweep to keep. In a new
 * dist/ each is created in the folder made once (a removal tried first, as writeFresh does for a
 * file that may be a link into the build cache, cost a refused call's exception per file), on
 * the output thread when there is one (a thousand small files were a third of a second of the
 * build's thread), else or if it fails on this one. Settles when every file is written.
 */
export async function writeDownloadFiles(
  dist: string,
  { files, placed = [] }: DownloadFiles,
  kept: boolean,
  output?: OutputThread,
): Promise<void> {
  for (const path of placed) markPlaced(join(dist, path));
  if (kept) {
    for (const [path, text] of files) {
      const target = join(dist, path);
      if (existsSync(target)) markPlaced(target);
      else writeFresh(target, text);
    }
    return;
  }
  if (files.size === 0) return;
  const written = [...files].map(([path, text]): [string, string] => [join(dist, path), text]);
  for (const [target] of written) markPlaced(target);
  mkdirSync(join(dist, DOWNLOADS_FOLDER), { recursive: true });
  const writeHere = () => {
    for (const [target, text] of written) if (!createdAnew(target, text)) writeFresh(target, text);
  };
  // A thread that could not write them (or start) leaves them to this one: a failure of the
  // disk itself is then this thread's error.
  if (output) return output.make({ files: written }).catch(writeHere);
  writeHere();
}

/** Writes a file that is not there yet; false when one is. */
function createdAnew(path: string, text: string): boolean {
  try {
    writeFileSync(path, text, { flag: 'wx', encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  return true;
}
