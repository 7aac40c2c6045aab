/**
 * A commit's files on disk, for what reads a folder: the validator, the project's names, the
 * preview's data. Each snapshot is made once per commit (a commit never changes), written into a
 * temporary folder and renamed into place, so a reader never sees half of one. Only the latest
 * few are kept; the same commit asked for twice at once shares one checkout. A commit near the
 * last one made (a save: one file changed) is made from its folder (snapshot-copy.ts), any
 * other checked out whole.
 *
 * A new folder's pictures are read before it is renamed into place, in this process and without
 * blocking it (most are known by their content from another commit's folder): the synchronous
 * validator would otherwise start a child process to read one it has not seen, such as an upload.
 * One that cannot be read is the validator's to report.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { primeImageFacts } from '../../../media/facts-store.ts';
import { treeChanges, treeOf } from '../git/objects.ts';
import { checkoutTree } from '../git/tree-build.ts';
import { snapshotFromAnother } from './snapshot-copy.ts';

/** Enough for the drafts being edited and reviewed at once; each is a copy of the content. */
const KEPT_SNAPSHOTS = 24;

/** More files changed than this from the last snapshot made, and a commit is checked out whole. */
const MAX_CHANGES_COPIED = 500;

export interface Snapshots {
  /** The folder holding `commit`'s files (made now if need be). */
  dirFor(commit: string): Promise<string>;
}

export function snapshots(gitDir: string, folder: string): Snapshots {
  const making = new Map<string, Promise<string>>();
  /** The commit whose snapshot was made or asked for last: the nearest to the next, most likely. */
  let latest: string | undefined;

  /** Writes `commit`'s files into `partial`: from the latest snapshot when it is near. */
  async function fill(commit: string, partial: string) {
    const base = latest;
    if (base !== undefined && existsSync(join(folder, base))) {
      try {
        const changes = await treeChanges(gitDir, base, commit);
        if (changes.length <= MAX_CHANGES_COPIED) {
          await snapshotFromAnother(gitDir, join(folder, base), partial, changes);
          return;
        }
      } catch {
        // The base pruned meanwhile, say: the commit is checked out whole.
      }
      await rm(partial, { recursive: true, force: true });
      await mkdir(partial);
    }
    await checkoutTree(gitDir, await treeOf(gitDir, commit), partial);
  }

  async function make(commit: string): Promise<string> {
    const dir = join(folder, commit);
    if (existsSync(dir)) {
      // Touched, so pruning keeps what is in use.
      const now = new Date();
      await utimes(dir, now, now).catch(() => undefined);
      latest = commit;
      return dir;
    }
    await mkdir(folder, { recursive: true });
    const partial = join(folder, `.partial-${commit}-${randomBytes(4).toString('hex')}`);
    await mkdir(partial);
    try {
      await fill(commit, partial);
      await primeImageFacts(partial).catch(() => undefined);
      await rename(partial, dir);
      latest = commit;
    } catch (error) {
      await rm(partial, { recursive: true, force: true });
      if (existsSync(dir)) return dir;
      throw error;
    }
    await prune(commit);
    return dir;
  }

  async function prune(keep: string) {
    const names = (await readdir(folder)).filter((name) => /^[0-9a-f]{40}$/.test(name));
    if (names.length <= KEPT_SNAPSHOTS) return;
    const aged = await Promise.all(
      names.map(async (name) => ({ name, time: (await stat(join(folder, name))).mtimeMs })),
    );
    aged.sort((a, b) => a.time - b.time);
    for (const { name } of aged.slice(0, aged.length - KEPT_SNAPSHOTS)) {
      if (name !== keep && !making.has(name)) {
        await rm(join(folder, name), { recursive: true, force: true });
      }
    }
  }

  return {
    dirFor(commit) {
      let pending = making.get(commit);
      if (!pending) {
        pending = make(commit).finally(() => making.delete(commit));
        making.set(commit, pending);
      }
      return pending;
    },
  };
}
