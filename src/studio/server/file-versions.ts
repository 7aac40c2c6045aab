/**
 * Reading and writing content files for the studio. A version is the sha256 of the bytes on
 * disk, so "the file changed since you opened it" is a comparison of two hashes. A write goes
 * to a temporary file in the same folder and is renamed over the target: a reader (the dev
 * server's watcher, `git`) sees the old file or the new one, never half of one.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

export const versionOf = (bytes: Buffer | string) =>
  createHash('sha256').update(bytes).digest('hex');

export interface DiskFile {
  text: string;
  version: string;
}

export function readContent(absolute: string): DiskFile | null {
  if (!existsSync(absolute)) return null;
  const bytes = readFileSync(absolute);
  return { text: bytes.toString('utf8'), version: versionOf(bytes) };
}

/** Writes `content` (text, or an upload's bytes) to `absolute` atomically; returns the new version. */
export function writeContentAtomically(
  absolute: string,
  content: string | Uint8Array,
  exclusive = false,
): string {
  const folder = dirname(absolute);
  mkdirSync(folder, { recursive: true });
  // A dot name without .yaml: neither the router's glob nor the validator takes it for content.
  const temporary = join(folder, `.${basename(absolute)}.${randomBytes(6).toString('hex')}.tmp`);
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  try {
    writeFileSync(temporary, bytes, { flag: 'wx' });
    if (exclusive && existsSync(absolute)) throw new Error(`${absolute} exists already`);
    // The new file keeps the old one's permissions.
    if (existsSync(absolute)) chmodSync(temporary, statSync(absolute).mode & 0o7777);
    renameSync(temporary, absolute);
  } finally {
    rmSync(temporary, { force: true });
  }
  return versionOf(bytes);
}
