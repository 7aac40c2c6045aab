/**
 * A draft against main: has main moved past the draft's base, would merging main in conflict,
 * and bringing main into the draft ("needs update") when it merges cleanly or once the editor
 * has chosen a text for each conflicting file.
 */
import { commitTree } from './commit.ts';
import { fetchMain, type RepoContext } from './context.ts';
import { BranchNotFoundError, RefMovedError } from './errors.ts';
import type { Identity } from './identity.ts';
import { branchRef, checkOid, checkRepoPath } from './names.ts';
import { writeBlob } from './objects.ts';
import { mergeTree, type ConflictedPath } from './merge-tree.ts';
import { isAncestor, resolveCommit, updateRef } from './refs.ts';
import type { TextChange } from './save.ts';
import { textsOfBlobs, type FileConflict } from './texts.ts';
import { treeWithEdits } from './tree-build.ts';

export type MainMovement =
  | { moved: false; main: string }
  /** `conflictedPaths` is empty when main would merge into the draft cleanly. */
  | { moved: true; main: string; mergesCleanly: boolean; conflictedPaths: string[] };

/** Compares the draft with the clone's main as last fetched (call `fetchMain` to refresh). */
export async function mainMovedUnderneath(
  context: RepoContext,
  branch: string,
): Promise<MainMovement> {
  const { gitDir } = context;
  const head = await resolveCommit(gitDir, branchRef(branch));
  if (head === null) throw new BranchNotFoundError(branch);
  const main = await resolveCommit(gitDir, branchRef(context.mainBranch));
  if (main === null) throw new BranchNotFoundError(context.mainBranch);
  if (await isAncestor(gitDir, main, head)) return { moved: false, main };
  const merge = await mergeTree(gitDir, head, main);
  const conflictedPaths = merge.clean ? [] : merge.conflicts.map((conflict) => conflict.path);
  return { moved: true, main, mergesCleanly: merge.clean, conflictedPaths };
}

export interface UpdateDraftRequest {
  branch: string;
  expectedHead: string;
  /** Who asked for the update: the author of the merge commit. */
  author: Identity;
  /**
   * The editor's text for conflicting files (null deletes); every conflict needs one, and a
   * path not in conflict is refused: a resolution is no way to write another file.
   */
  resolutions?: readonly TextChange[];
}

export type UpdateDraftResult =
  | { kind: 'updated'; commit: string }
  | { kind: 'up-to-date'; commit: string }
  /** base: the common ancestor's text, theirs: main's, mine: the draft's. Nothing was written. */
  | { kind: 'conflict'; head: string; main: string; files: FileConflict[] }
  /** Resolutions for files main merges without conflict (or none at all). Nothing was written. */
  | { kind: 'not-in-conflict'; paths: string[] }
  | { kind: 'draft-moved'; head: string | null };

export function updateDraftFromMain(
  context: RepoContext,
  request: UpdateDraftRequest,
): Promise<UpdateDraftResult> {
  return context.queue.run(request.branch, () => updateOnce(context, request));
}

async function updateOnce(
  context: RepoContext,
  request: UpdateDraftRequest,
): Promise<UpdateDraftResult> {
  const { gitDir } = context;
  const ref = branchRef(request.branch);
  checkOid(request.expectedHead);
  const head = await resolveCommit(gitDir, ref);
  if (head !== request.expectedHead) return { kind: 'draft-moved', head };
  const main = await fetchMain(context);
  if (await isAncestor(gitDir, main, head)) return { kind: 'up-to-date', commit: head };
  const merge = await mergeTree(gitDir, head, main);
  let tree = merge.tree;
  const resolutions = request.resolutions ?? [];
  const resolved = new Set(resolutions.map((change) => checkRepoPath(change.path)));
  const conflicted = new Set(merge.clean ? [] : merge.conflicts.map((conflict) => conflict.path));
  const stray = [...resolved].filter((path) => !conflicted.has(path));
  if (stray.length > 0) return { kind: 'not-in-conflict', paths: stray };
  if (!merge.clean) {
    if (!merge.conflicts.every((conflict) => resolved.has(conflict.path))) {
      return { kind: 'conflict', head, main, files: await conflictTexts(gitDir, merge.conflicts) };
    }
    tree = await treeWithEdits(
      gitDir,
      merge.tree,
      await Promise.all(
        resolutions.map(async ({ path, text }) =>
          text === null
            ? { path, oid: null }
            : { path, mode: '100644', oid: await writeBlob(gitDir, Buffer.from(text)) },
        ),
      ),
    );
  }
  const commit = await commitTree(gitDir, {
    tree,
    parents: [head, main],
    message: `Update draft ${request.branch} from ${context.mainBranch}\n`,
    author: request.author,
    committer: context.committer,
  });
  try {
    await updateRef(gitDir, ref, commit, head, 'studio: update from main');
  } catch (error) {
    if (error instanceof RefMovedError) return { kind: 'draft-moved', head: error.actual };
    throw error;
  }
  context.backup.schedule(request.branch);
  return { kind: 'updated', commit };
}

/**
 * Texts of conflicting paths from a merge of (ours = the draft, theirs = main), in the editor's
 * words: theirs is main, mine is the draft.
 */
export async function conflictTexts(
  gitDir: string,
  conflicts: readonly ConflictedPath[],
  draftSide: 'ours' | 'theirs' = 'ours',
): Promise<FileConflict[]> {
  const mainSide = draftSide === 'ours' ? 'theirs' : 'ours';
  return Promise.all(
    conflicts.map(async (conflict) => {
      const [base, theirs, mine] = await textsOfBlobs(gitDir, [
        conflict.base,
        conflict[mainSide],
        conflict[draftSide],
      ]);
      return {
        path: conflict.path,
        base: base ?? null,
        theirs: theirs ?? null,
        mine: mine ?? null,
      };
    }),
  );
}
