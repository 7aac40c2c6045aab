/**
 * Content hashes for the build cache: every key is a sha256 of what the product is made from,
 * never a file's time or size (a CI checkout gives every file a new time).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/**
 * The files under `path`, sorted. A folder's entries say which are folders: no stat per file
 * (the code's key and the validator's walk the same few hundred files in every build).
 */
function filesUnder(root: string, path: string, skip: (path: string) => boolean): string[] {
  if (skip(path)) return [];
  const stat = statSync(join(root, path), { throwIfNoEntry: false });
  if (!stat) return [];
  return stat.isDirectory() ? folderFiles(root, path, skip) : [path];
}

function folderFiles(root: string, folder: string, skip: (path: string) => boolean): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (skip(path)) return [];
      if (entry.isDirectory()) return folderFiles(root, path, skip);
      // A link or an entry of unknown type: what it points at says.
      return entry.isFile() ? [path] : filesUnder(root, path, skip);
    });
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
