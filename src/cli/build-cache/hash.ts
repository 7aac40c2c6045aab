/**
 * Content hashes for the build cache: every key is a sha256 of what the product is made from,
 * never a file's time or size (a CI checkout gives every file a new time).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A hash of several parts; each is length-prefixed, so ("ab", "c") and ("a", "bc") differ. */
export function hashOf(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

function filesUnder(root: string, path: string, skip: (path: string) => boolean): string[] {
  const absolute = join(root, path);
  if (!existsSync(absolute) || skip(path)) return [];
  if (!statSync(absolute).isDirectory()) return [path];
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => filesUnder(root, `${path}/${name}`, skip));
}

/**
 * Each file's hash, made once for its size and time in a process: the code's key and the
 * validator's read most of the same files.
 */
const fileHashes = new Map<string, Buffer>();
const hashOfFile = (path: string) => {
  const { size, mtimeMs } = statSync(path);
  const seen = `${path}\0${size}\0${mtimeMs}`;
  let hash = fileHashes.get(seen);
  if (!hash)
    fileHashes.set(seen, (hash = createHash('sha256').update(readFileSync(path)).digest()));
  return hash;
};

/**
 * One hash of the names and bytes of every file under the given paths (files or folders,
 * relative to `root`); a missing path counts as absent. `skip` leaves paths out.
 */
export function hashOfFiles(
  root: string,
  paths: readonly string[],
  skip: (path: string) => boolean = () => false,
): string {
  const hash = createHash('sha256');
  for (const path of paths) {
    for (const file of filesUnder(root, path, skip)) {
      hash.update(`${file}\0`);
      hash.update(hashOfFile(join(root, file)));
    }
  }
  return hash.digest('hex');
}
