/**
 * The local studio's store (`npm run studio`): the project's own working tree, for one
 * developer. A version is the sha256 of the bytes on disk; writes are atomic renames.
 */
import { existsSync, unlinkSync } from 'node:fs';
import { readContent, writeContentAtomically } from './file-versions.ts';
import { resolveContentPath, resolveMediaPath } from './content-path.ts';
import type { ContentStore, RemoveOutcome } from './store.ts';

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
      const absolute = resolveContentPath(root, path);
      const disk = readContent(absolute);
      if (!disk) return Promise.resolve({ kind: 'missing' });
      if (disk.version !== baseVersion) return Promise.resolve({ kind: 'conflict' });
      return Promise.resolve(removeFile(absolute));
    },
    async putMedia(path, bytes) {
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
    removeMedia: (path) => Promise.resolve(removeFile(resolveMediaPath(root, path))),
  };
}
