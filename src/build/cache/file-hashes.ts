/**
 * The hashes of the code's files under some paths, for the bundles' and the validator's keys
 * (keys.ts). A file's stat only says whether its hash is known already (file-stat.ts): the
 * hashes are kept between builds in the build cache (`file-hashes.json`), so a build after a
 * one-page edit reads none of the few hundred code files.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readCacheFile, writeCacheFile } from './cache-file.ts';
import { isSettled, sameStat, settledBefore, statOf, type FileStat } from './file-stat.ts';
import { buildCachePath } from './location.ts';

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

/** A file's hash (hex), with the stat it was made for. */
type KnownHash = [...FileStat, hash: string];

/**
 * The hashes of a project's files, each with its file's stat: kept between builds (a settled
 * file's alone), shared in a process by the code's key and the validator's.
 */
interface HashStore {
  path: string;
  known: Map<string, KnownHash>;
  /** Files whose stat may not be recorded (file-stat.ts): known in this process alone. */
  unsettled: Set<string>;
  /** What the cache file holds, as last written or read here. */
  saved?: string;
}

const stores = new Map<string, HashStore>();

function storeOf(root: string): HashStore {
  let store = stores.get(root);
  if (!store) {
    const path = buildCachePath(root, 'file-hashes.json');
    const kept = readCacheFile<Record<string, KnownHash>>(path, '') ?? {};
    store = {
      path,
      known: new Map(Object.entries(kept)),
      unsettled: new Set(),
      saved: JSON.stringify(kept),
    };
    stores.set(root, store);
  }
  return store;
}

/** Forgets every hash kept of the files of `root`: a clean build hashes each file again. */
export const forgetFileHashes = (root: string) =>
  void stores.set(root, {
    path: buildCachePath(root, 'file-hashes.json'),
    known: new Map(),
    unsettled: new Set(),
  });

/** A file's hash: the known one while its stat is the same, else made (and known). */
function hashOfFile(root: string, store: HashStore, file: string, before: number): Buffer {
  const path = join(root, file);
  const stat = statOf(statSync(path));
  const known = store.known.get(file);
  const same = known !== undefined && sameStat(known.slice(0, 4) as FileStat, stat);
  const hash = same
    ? Buffer.from(known[4], 'hex')
    : createHash('sha256').update(readFileSync(path)).digest();
  const settled = isSettled(stat, before);
  if (!same) {
    store.known.set(file, [...stat, hash.toString('hex')]);
    if (settled) store.unsettled.delete(file);
    else store.unsettled.add(file);
  } else if (settled) {
    // Hashed in this process too recently: recorded once it has not changed for long enough.
    store.unsettled.delete(file);
  }
  return hash;
}

/**
 * Each file under the given paths (files or folders, relative to `root`) with its hash, in
 * order: the paths' order, then each one's files sorted; a missing path counts as absent.
 * `skip` leaves paths out.
 */
export function filesWithHashes(
  root: string,
  paths: readonly string[],
  skip: (path: string) => boolean = () => false,
): [file: string, hash: Buffer][] {
  const store = storeOf(root);
  const before = settledBefore();
  const listed: [string, Buffer][] = [];
  const seen = new Set<string>();
  for (const path of paths) {
    for (const file of filesUnder(root, path, skip)) {
      seen.add(file);
      listed.push([file, hashOfFile(root, store, file, before)]);
    }
  }
  // A known file under these paths, not left out, that the walk did not see is gone.
  const under = (file: string) =>
    paths.some((path) => file === path || file.startsWith(`${path}/`));
  for (const file of store.known.keys()) {
    if (!seen.has(file) && under(file) && !skip(file)) store.known.delete(file);
  }
  saveHashes(store);
  return listed;
}

/** One hash of files' names and hashes, as filesWithHashes lists them. */
export function hashOfListed(listed: readonly [file: string, hash: Buffer][]): string {
  const hash = createHash('sha256');
  for (const [file, fileHash] of listed) {
    hash.update(`${file}\0`);
    hash.update(fileHash);
  }
  return hash.digest('hex');
}

/** One hash of the names and bytes of every file under the given paths (filesWithHashes). */
export const hashOfFiles = (
  root: string,
  paths: readonly string[],
  skip?: (path: string) => boolean,
): string => hashOfListed(filesWithHashes(root, paths, skip));

/** Writes the settled files' hashes, when they are not the ones the file holds. */
function saveHashes(store: HashStore) {
  const settled = Object.fromEntries(
    [...store.known]
      .filter(([file]) => !store.unsettled.has(file))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const text = JSON.stringify(settled);
  if (text === store.saved) return;
  writeCacheFile(store.path, '', settled);
  store.saved = text;
}
