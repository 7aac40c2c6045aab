/**
 * Copies between the build cache and the output folders. A file is hard-linked where the disk
 * allows it (a thousand pages in milliseconds), else copied; so whatever later writes into the
 * output replaces a file (`writeFresh`) rather than writing through the link into the cache.
 */
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * `to` becomes the same file as `from` (a link, else a copy). The link is tried first: a
 * thousand pages are placed in every build, and removing and re-creating each one's folder
 * beforehand cost more than the links themselves.
 */
export function linkFile(from: string, to: string) {
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
