/**
 * The team studio's store: one draft's Git branch. A version is the commit the text was read
 * at, so a save over a stale version is the Git engine's question: it retries by itself when
 * the file did not change underneath, and otherwise hands back the branch's text as it is now.
 * Each save is one commit, authored by the editor (src/studio/team/git/save.ts). Every write
 * passes the write gate first (src/studio/server/write-gate.ts), a new file's name checked
 * against the files at the branch's head.
 */
import { checkContentPath } from '../../server/content-path.ts';
import { HttpError } from '../../server/http-json.ts';
import { checkCaseClash, checkWritePath } from '../../server/write-gate.ts';
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

/**
 * A version this store hands out is a commit id; anything else sent back (`HEAD`, an option,
 * random text) is refused here, as the request's fault, before the Git engine would.
 */
function checkVersion(version: string) {
  if (!/^[0-9a-f]{40}$/.test(version)) {
    throw new HttpError(
      400,
      'bad-version',
      `${JSON.stringify(version.slice(0, 80))} is not a version the studio gave out (a 40-character commit id): open the file again`,
    );
  }
}

export function draftStore({ repo, snapshots, branch, onCommit }: DraftStoreOptions): ContentStore {
  const head = async () => {
    const commit = await repo.resolveRef(branch);
    if (!commit) throw new DraftGoneError(`the draft's branch ${branch} no longer exists`);
    return commit;
  };

  /** A new file's name must not clash by case with one at `commit` (one file on macOS). */
  async function checkNewName(path: string, commit: string) {
    checkCaseClash(
      path,
      (await repo.listFiles(commit)).map((file) => file.path),
    );
  }

  async function commitFile(
    path: string,
    text: string,
    base: string,
    by: Editor,
    verb: string,
    mustExist = false,
  ) {
    const result = await repo.saveFiles({
      branch,
      baseCommit: base,
      changes: [{ path, text }],
      author: by,
      message: `${verb} ${path}`,
      mustExist,
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
      checkWritePath(path, ['content']);
      if (baseVersion !== null) checkVersion(baseVersion);
      // A forced save of a file not there yet makes it: a new name. An edit's file must be
      // there at the version it was opened at, which the save itself checks.
      const base = baseVersion ?? (await head());
      if (baseVersion === null && (await repo.readText(base, path)) === null) {
        await checkNewName(path, base);
      }
      const result = await commitFile(path, text, base, by, 'Edit', baseVersion !== null);
      if (result.kind === 'missing') return { kind: 'missing' };
      if (result.kind === 'conflict') {
        const file = result.files.find((conflict) => conflict.path === path);
        return { kind: 'conflict', theirs: file?.theirs ?? '', theirsVersion: result.head };
      }
      return { kind: 'saved', version: result.commit };
    },
    async remove(path, baseVersion, by) {
      checkWritePath(path, ['content']);
      checkVersion(baseVersion);
      if ((await repo.readText(await head(), path)) === null) return { kind: 'missing' };
      // Over the version it was opened at: a page someone changed since is theirs to keep.
      return deleteFile(path, baseVersion, by);
    },
    async putMedia(path, bytes, by) {
      checkWritePath(path, ['media']);
      const base = await head();
      if ((await repo.readBytes(base, path)) !== null) return { kind: 'exists' };
      await checkNewName(path, base);
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
      checkWritePath(path, ['media']);
      const base = await head();
      if ((await repo.readBytes(base, path)) === null) return { kind: 'missing' };
      const outcome = await deleteFile(path, base, by);
      return outcome.kind === 'conflict' ? { kind: 'missing' } : outcome;
    },
    async create(path, text, by) {
      checkWritePath(path, ['content']);
      const base = await head();
      if ((await repo.readText(base, path)) !== null) return { kind: 'exists' };
      await checkNewName(path, base);
      const result = await commitFile(path, text, base, by, 'Add');
      // Another editor made the same file meanwhile: theirs stands.
      if (result.kind === 'conflict' || result.kind === 'missing') return { kind: 'exists' };
      return { kind: 'created', version: result.commit };
    },
  };
}
