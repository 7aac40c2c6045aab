/**
 * A file's stat as the build cache records it, to know an unchanged file without reading it,
 * as git's index knows a checkout: its size, modification and change times, and inode. A file
 * changed within RACY_MS of its reading may change again within the same tick of a coarse
 * clock and keep its stat ("racily clean" in git's words): its stat is not recorded, and the
 * next build reads it again. A new checkout (CI) gives every file a new stat: all are read.
 * (src/cli/run-compiled.mjs keeps the same rule for its compile's sources in plain JavaScript of
 * its own: it runs before anything can load TypeScript.)
 */
import type { Stats } from 'node:fs';

export type FileStat = [size: number, mtimeMs: number, ctimeMs: number, ino: number];

const RACY_MS = 2000;

export const statOf = (stats: Stats): FileStat => [
  stats.size,
  stats.mtimeMs,
  stats.ctimeMs,
  stats.ino,
];

/** Whether two recorded stats are the same (an absent one is never the same). */
export const sameStat = (a: FileStat | undefined, b: FileStat | undefined) =>
  a !== undefined && b !== undefined && a.every((value, index) => value === b[index]);

/** The moment before which a file read now changed long enough ago to record its stat. */
export const settledBefore = () => Date.now() - RACY_MS;

/** Whether a stat taken now may be recorded (`before`: settledBefore() when it was taken). */
export const isSettled = (stat: FileStat, before: number) => Math.max(stat[1], stat[2]) < before;
