/**
 * Copies between the build cache and the output folders. A file is hard-linked where the disk
 * allows it (a thousand pages in milliseconds), else copied; so whatever later writes into the
 * output replaces a file (`writeFresh`) rather than writing through the link into the cache.
 *
 * A build whose bundles come from the cache keeps dist/ in place: each file placed is recorded
 * (`markPlaced`, and linkFile and writeFresh do it), a file already linked to the one wanted is
 * left as it is, and what the build did not place is swept away at the end (`sweepUnplaced`).
 * Making a thousand page folders anew cost more than the rest of such a build's prerender.
 */
import {
  type Stats,
  copyFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The output files this build placed (absolute paths). */
const placed = new Set<string>();

/** Records an output file as this build's: sweepUnplaced keeps it. */
export const markPlaced = (path: string) => void placed.add(resolve(path));

/**
 * A file as a stat gives it: another path with the same is a link to it, and its bytes are the
 * same while its size and modification time are.
 */
export type FileIdentity = [dev: number, ino: number, size: number, mtimeMs: number];

const identityOf = ({ dev, ino, size, mtimeMs }: Stats): FileIdentity => [dev, ino, size, mtimeMs];

/**
 * `b`'s stat when the two paths are one file (a link made by an earlier build). Asked before a
 * link is tried: most files a build places are already in place, and a refused link, like a
 * stat of a missing file with the throwing call, costs an exception each (a third of placing a
 * thousand cached pages).
 */
function sameFile(a: string, b: string): Stats | undefined {
  const second = statSync(b, { throwIfNoEntry: false });
  const first = second && statSync(a, { throwIfNoEntry: false });
  return first && first.ino === second.ino && first.dev === second.dev ? second : undefined;
}

/**
 * Removes every file under `folder` that this build did not place, and the folders left empty:
 * what a page removed or renamed, or an older bundle, left in a kept dist/.
 */
export function sweepUnplaced(folder: string): void {
  const sweep = (path: string): boolean => {
    let empty = true;
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory() ? !sweep(child) : placed.has(child)) empty = false;
      else if (!entry.isDirectory()) unlinkSync(child);
    }
    if (empty && path !== folder) rmdirSync(path);
    return empty;
  };
  sweep(resolve(folder));
}

/**
 * `to` becomes the same file as `from` (a link, else a copy). A file already linked is left;
 * another is linked over in place: a thousand pages are placed in every build, and removing and
 * re-creating each one's folder beforehand cost more than the links themselves.
 */
export function linkFile(from: string, to: string) {
  markPlaced(to);
  // Placed by the last build from the same file: nothing to do.
  if (sameFile(from, to)) return;
  try {
    linkSync(from, to);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') unlinkSync(to);
    else if (code === 'ENOENT') mkdirSync(dirname(to), { recursive: true });
    else {
      // Another disk, or links refused: a copy.
      rmSync(to, { force: true });
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(from, to);
      return;
    }
  }
  try {
    linkSync(from, to);
  } catch {
    rmSync(to, { force: true });
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
  }
}

/**
 * linkFile for a file of the cache that may be gone (a cache folder pruned by hand): the file
 * placed, or undefined, and nothing placed, when it is gone. A file already in place costs its
 * two stats alone.
 */
export function linkFileIfThere(from: string, to: string): FileIdentity | undefined {
  const same = sameFile(from, to);
  if (same) {
    markPlaced(to);
    return identityOf(same);
  }
  if (!statSync(from, { throwIfNoEntry: false })) return undefined;
  linkFile(from, to);
  return identityOf(statSync(to));
}

/**
 * Whether `path` is still the file `identity` names, as the last build placed it (its one stat,
 * where linkFileIfThere takes two): then it is placed again as it is. A page of a thousand is
 * kept so after a one-page edit.
 */
export function stillPlaced(path: string, identity: FileIdentity | undefined): boolean {
  const stat = identity && statSync(path, { throwIfNoEntry: false });
  if (!stat || !identityOf(stat).every((part, index) => part === identity[index])) return false;
  markPlaced(path);
  return true;
}

/** Every file under `from` placed at the same path under `to` (created). */
export function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else linkFile(source, target);
  }
}

/** Writes a file as a new one: a link into the cache keeps its old bytes. */
export function writeFresh(path: string, data: string) {
  markPlaced(path);
  try {
    unlinkSync(path);
  } catch {
    mkdirSync(dirname(path), { recursive: true });
  }
  writeFileSync(path, data);
}

/** Fills `to` through a temp folder renamed into place, so it is whole or absent. */
export function linkTreeAtomically(from: string, to: string) {
  const temporary = `${to}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  linkTree(from, temporary);
  rmSync(to, { recursive: true, force: true });
  renameSync(temporary, to);
}
