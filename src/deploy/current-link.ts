/**
 * A `current` link switched atomically: a new link is made under a temporary name and renamed
 * over the old one (rename(2) replaces it in one step), so whoever follows `current` finds the
 * old release or the new one, never nothing. Used by the `serve` and `dir:` targets.
 */
import { existsSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isReleaseId } from './folders.ts';

export function switchLink(link: string, target: string): void {
  const temporary = `${link}.next-${process.pid}`;
  rmSync(temporary, { force: true });
  symlinkSync(target, temporary, 'dir');
  renameSync(temporary, link);
}

/** The release id `link` points at, or null when there is no link. */
export function linkedRelease(link: string): string | null {
  try {
    return basename(readlinkSync(link));
  } catch {
    return null;
  }
}

/**
 * Deletes all but the newest `keep` releases in `folder` (by id, which sorts by time) and any
 * `keptToo` (a release a target still has live, after a rollback); and what a build or copy
 * that stopped halfway left (names starting with a dot).
 */
export function pruneReleases(folder: string, keep: number, keptToo: readonly string[]): void {
  if (!existsSync(folder)) return;
  const names = readdirSync(folder);
  const releases = names.filter(isReleaseId).sort().reverse();
  const kept = new Set([...releases.slice(0, keep), ...keptToo]);
  for (const name of releases) {
    if (!kept.has(name)) rmSync(join(folder, name), { recursive: true, force: true });
  }
}

/** Halfway copies and builds (`.building-…`, `.copying-…`) left by a stop or a crash. */
export function removeUnfinished(folder: string): void {
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) {
    if (name.startsWith('.')) rmSync(join(folder, name), { recursive: true, force: true });
  }
}
