/**
 * The project's content files as the build cache knows them, the way git's index knows a
 * checkout: a file whose stat (size, times, inode) is the one recorded when its bytes were last
 * hashed is taken to hold those bytes, and is read only if something asks for its text (a
 * problem to place in it). After a one-page edit, reading, decoding and hashing the thousand
 * other files cost a tenth of the build.
 *
 * A file read within RACY_MS of its last change may change again within the same tick of a
 * coarse clock and keep its stat ("racily clean" in git's words): its stat is not recorded, and
 * the next build reads it again. A new checkout (CI) gives every file a new stat: all are read,
 * as without the cache.
 */
import { readFileSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import {
  projectPaths,
  readProjectFile,
  textOfBytes,
  type ProjectFile,
} from '../../content/project.ts';
import { hashOf } from './hash.ts';

export type FileStat = [size: number, mtimeMs: number, ctimeMs: number, ino: number];

/** A content file of the build: its bytes' hash, and the stat to trust it by next time. */
export interface KnownFile extends ProjectFile {
  textHash: string;
  /** Absent for a file changed too recently to be known by its stat. */
  stat?: FileStat;
}

/** What the last build recorded of a file: its bytes' hash, and its stat then. */
export interface FileRecord {
  text: string;
  stat?: FileStat;
}

const RACY_MS = 2000;

const statOf = (stats: Stats): FileStat => [stats.size, stats.mtimeMs, stats.ctimeMs, stats.ino];

/** Whether two recorded stats are the same (an absent one is never the same). */
export const sameStat = (a: FileStat | undefined, b: FileStat | undefined) =>
  a !== undefined && b !== undefined && a.every((value, index) => value === b[index]);

/**
 * Every content file of the project at `root`. `recorded` gives the last build's record of a
 * file (none: every file is read).
 */
export function knownProjectFiles(
  root: string,
  recorded: (file: string) => FileRecord | undefined,
): KnownFile[] {
  const settledBefore = Date.now() - RACY_MS;
  return projectPaths(root).map(({ file, kind }) => {
    const path = join(root, file);
    // Taken before the bytes are read: a change after it gives the next build a new stat.
    const stat = statOf(statSync(path));
    const record = recorded(file);
    if (!sameStat(stat, record?.stat)) {
      const read = readProjectFile(root, file, kind);
      const settled = Math.max(stat[1], stat[2]) < settledBefore;
      return { ...read, textHash: hashOf(read.bytes), ...(settled && { stat }) };
    }
    let bytes: Buffer | undefined;
    let source: string | undefined;
    // Own, enumerable getters: a copy of the object (a spread, a message to a worker) reads
    // the file rather than losing its text.
    return {
      file,
      kind,
      textHash: record!.text,
      stat,
      get bytes() {
        return (bytes ??= readFileSync(path));
      },
      get source() {
        return (source ??= textOfBytes(this.bytes as Buffer));
      },
    };
  });
}
