/**
 * The project's content files as the build cache knows them, by their stat (file-stat.ts): a
 * file whose stat is the one recorded when its bytes were last hashed is taken to hold those
 * bytes, and is read only if something asks for its text (a problem to place in it). After a
 * one-page edit, reading, decoding and hashing the thousand other files cost a tenth of the
 * build.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  projectPaths,
  readProjectFile,
  textOfBytes,
  type ProjectFile,
} from '../../project/project.ts';
import { isSettled, sameStat, settledBefore, statOf, type FileStat } from './file-stat.ts';
import { hashOf } from './hash.ts';

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

/**
 * Every content file of the project at `root`. `recorded` gives the last build's record of a
 * file (none: every file is read).
 */
export function knownProjectFiles(
  root: string,
  recorded: (file: string) => FileRecord | undefined,
): KnownFile[] {
  const before = settledBefore();
  return projectPaths(root).map(({ file, kind }) => {
    const path = join(root, file);
    // Taken before the bytes are read: a change after it gives the next build a new stat.
    const stat = statOf(statSync(path));
    const record = recorded(file);
    if (!sameStat(stat, record?.stat)) {
      const read = readProjectFile(root, file, kind);
      return { ...read, textHash: hashOf(read.bytes), ...(isSettled(stat, before) && { stat }) };
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
