/**
 * The local studio's store (`npm run studio`): the project's own working tree, for one
 * developer. A version is the sha256 of the bytes on disk; writes are atomic renames. Every
 * write passes the write gate first (write-gate.ts), its name checked against the names on disk
 * beside it.
 */
import { existsSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { readContent, writeContentAtomically } from './file-versions.ts';
import { resolveContentPath, resolveMediaPath } from './content-path.ts';
import type { ContentStore, RemoveOutcome } from './store.ts';
import { checkCaseClash, checkWritePath, type WriteKind } from './write-gate.ts';

/**
 * The names on disk in each folder along `path` (`pages`, then `pages/blog`, …), as paths from
 * the root: what a name differing only by case would clash with. Read exactly as listed, so a
 * disk that ignores case (macOS) shows `about.yaml` when `ABOUT.yaml` is asked for.
 */
function namesAlong(root: string, path: string): string[] {
  const parts = path.split('/');
  return parts.flatMap((_, index) => {
    const folder = parts.slice(0, index).join('/');
    let names: string[];
    try {
      names = readdirSync(join(root, folder));
    } catch {
      return [];
    }
    return names.map((name) => (folder === '' ? name : `${folder}/${name}`));
  });
}

/** The gate for a file written (saved, created, uploaded): the rules, and its name on disk. */
function checkWriteOnDisk(root: string, path: string, kind: WriteKind) {
  checkWritePath(path, [kind]);
  checkCaseClash(path, namesAlong(root, path));
}

/** Unlinks a file; one gone already (removed meanwhile) is 'missing'. */
function removeFile(absolute: string): RemoveOutcome {
  try {
    unlinkSync(absolute);
    return { kind: 'removed' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
}

export function workingTreeStore(root: string): ContentStore {
  return {
    projectDir: () => Promise.resolve(root),
    read(path) {
      const file = readContent(resolveContentPath(root, path));
      return Promise.resolve(file && { path, ...file });
    },
    save(path, text, baseVersion) {
      checkWriteOnDisk(root, path, 'content');
      const absolute = resolveContentPath(root, path);
      const disk = readContent(absolute);
      if (!disk && baseVersion !== null) return Promise.resolve({ kind: 'missing' });
      if (disk && baseVersion !== null && disk.version !== baseVersion) {
        return Promise.resolve({
          kind: 'conflict',
          theirs: disk.text,
          theirsVersion: disk.version,
        });
      }
      return Promise.resolve({ kind: 'saved', version: writeContentAtomically(absolute, text) });
    },
    create(path, text) {
      checkWriteOnDisk(root, path, 'content');
      const absolute = resolveContentPath(root, path);
      if (readContent(absolute)) return Promise.resolve({ kind: 'exists' });
      try {
        return Promise.resolve({
          kind: 'created',
          version: writeContentAtomically(absolute, text, true),
        });
      } catch {
        return Promise.resolve({ kind: 'exists' });
      }
    },
    remove(path, baseVersion) {
      checkWritePath(path, ['content']);
      const absolute = resolveContentPath(root, path);
      const disk = readContent(absolute);
      if (!disk) return Promise.resolve({ kind: 'missing' });
      if (disk.version !== baseVersion) return Promise.resolve({ kind: 'conflict' });
      return Promise.resolve(removeFile(absolute));
    },
    async putMedia(path, bytes) {
      checkWriteOnDisk(root, path, 'media');
      const absolute = resolveMediaPath(root, path);
      if (existsSync(absolute)) return { kind: 'exists' };
      try {
        return { kind: 'stored', version: writeContentAtomically(absolute, bytes, true) };
      } catch (error) {
        // Written meanwhile by a second upload of the same picture (the name is its hash).
        if (existsSync(absolute)) return { kind: 'exists' };
        throw error;
      }
    },
    removeMedia(path) {
      checkWritePath(path, ['media']);
      return Promise.resolve(removeFile(resolveMediaPath(root, path)));
    },
  };
}
