/**
 * The team studio's store: one draft's Git branch. A version is the commit the text was read
 * at, so a save over a stale version is the Git engine's question: it retries by itself when
 * the file did not change underneath, and otherwise hands back the branch's text as it is now.
 * Each save is one commit, authored by the editor (src/studio/team/git/save.ts).
 */
import { checkContentPath, checkMediaPath } from '../../server/content-path.ts';
import type { ContentStore, Editor, RemoveFileOutcome } from '../../server/store.ts';
import type { TeamRepository } from '../git/index.ts';
import type { Snapshots } from './snapshots.ts';

export interface DraftStoreOptions {
  repo: TeamRepository;
  snapshots: Snapshots;
  branch: string;
  /** Told of every commit a save or create made, to record it (the draft's head, the audit). */
  onCommit: (commit: string, path: string, by: Editor) => Promise<void>;
}

export class DraftGoneError extends Error {}

export function draftStore({ repo, snapshots, branch, onCommit }: DraftStoreOptions): ContentStore {
  const head = async () => {
    const commit = await repo.resolveRef(branch);
    if (!commit) throw new DraftGoneError(`the draft's branch ${branch} no longer exists`);
    return commit;
  };

  async function commitFile(path: string, text: string, base: string, by: Editor, verb: string) {
    const result = await repo.saveFiles({
      branch,
      baseCommit: base,
      changes: [{ path, text }],
      author: by,
      message: `${verb} ${path}`,
    });
    if (result.kind === 'saved') await onCommit(result.commit, path, by);
    return result;
  }

  /** One commit on the draft's branch that deletes `path`: main loses it only when published. */
  async function deleteFile(path: string, base: string, by: Editor): Promise<RemoveFileOutcome> {
    const result = await repo.saveFiles({
      branch,
      baseCommit: base,
      changes: [{ path, text: null }],
      author: by,
      message: `Delete ${path}`,
    });
    if (result.kind === 'conflict') return { kind: 'conflict' };
    if (result.kind !== 'saved') return { kind: 'missing' };
    await onCommit(result.commit, path, by);
    return { kind: 'removed' };
  }

  return {
    async projectDir() {
      return snapshots.dirFor(await head());
    },
    async read(path) {
      checkContentPath(path);
      const commit = await head();
      const text = await repo.readText(commit, path);
      return text === null ? null : { path, text, version: commit };
    },
    async save(path, text, baseVersion, by) {
      checkContentPath(path);
      const base = baseVersion ?? (await head());
      if ((await repo.readText(base, path)) === null && baseVersion !== null) {
        return { kind: 'missing' };
      }
      const result = await commitFile(path, text, base, by, 'Edit');
      if (result.kind === 'conflict') {
        const file = result.files.find((conflict) => conflict.path === path);
        return { kind: 'conflict', theirs: file?.theirs ?? '', theirsVersion: result.head };
      }
      return { kind: 'saved', version: result.commit };
    },
    async remove(path, baseVersion, by) {
      checkContentPath(path);
      if ((await repo.readText(await head(), path)) === null) return { kind: 'missing' };
      // Over the version it was opened at: a page someone changed since is theirs to keep.
      return deleteFile(path, baseVersion, by);
    },
    async putMedia(path, bytes, by) {
      checkMediaPath(path);
      const base = await head();
      if ((await repo.readBytes(base, path)) !== null) return { kind: 'exists' };
      const result = await repo.saveFiles({
        branch,
        baseCommit: base,
        changes: [{ path, bytes: Buffer.from(bytes) }],
        author: by,
        message: `Upload ${path}`,
      });
      if (result.kind !== 'saved') return { kind: 'exists' };
      await onCommit(result.commit, path, by);
      return { kind: 'stored', version: result.commit };
    },
    async removeMedia(path, by) {
      checkMediaPath(path);
      const base = await head();
      if ((await repo.readBytes(base, path)) === null) return { kind: 'missing' };
      const outcome = await deleteFile(path, base, by);
      return outcome.kind === 'conflict' ? { kind: 'missing' } : outcome;
    },
    async create(path, text, by) {
      checkContentPath(path);
      const base = await head();
      if ((await repo.readText(base, path)) !== null) return { kind: 'exists' };
      const result = await commitFile(path, text, base, by, 'Add');
      // Another editor made the same file meanwhile: theirs stands.
      if (result.kind === 'conflict') return { kind: 'exists' };
      return { kind: 'created', version: result.commit };
    },
  };
}
