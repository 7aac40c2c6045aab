/** The release list's words: what a release changed, and what restoring one changes back. */
import type { ReleaseEntry, ReleaseFile } from './live-site-api.ts';

/** `About (/about/): text changed` … a file by its page's address where it has one. */
export function fileWords(file: ReleaseFile): string {
  const name = file.route ? `${file.path} (${file.route})` : file.path;
  if (file.added) return `${name}: added`;
  if (file.deleted) return `${name}: removed`;
  return file.changes && file.changes.length > 0 ? `${name}: ${file.changes.join('; ')}` : name;
}

/**
 * The files a restore of `chosen` changes back: those the releases published after it changed
 * (the list is newest first). `unknown` when one of them could not be described.
 */
export function filesChangedBack(
  releases: readonly ReleaseEntry[],
  chosen: ReleaseEntry,
): { paths: string[]; more: boolean } {
  const newer = releases.slice(0, releases.indexOf(chosen));
  const paths = new Set<string>();
  let more = false;
  for (const release of newer) {
    for (const file of release.files ?? []) paths.add(file.path);
    if (release.files === null || release.moreFiles > 0) more = true;
  }
  return { paths: [...paths].sort(), more };
}
