/** Draft branches: made from main, copied to the remote, deleted when done. */
import { fetchMain, type RepoContext } from './context.ts';
import { RefMovedError } from './errors.ts';
import { branchRef, checkOid } from './names.ts';
import { resolveCommit, updateRef, deleteRef } from './refs.ts';
import { deleteRemoteBranch, pushRefspec } from './remote.ts';
import { draftBranchName } from './slug.ts';

export interface DraftBranch {
  branch: string;
  /** Main's head when the draft started: the base of the editor's first save. */
  commit: string;
}

/** A new branch `studio/<slug>-<short id>` at the remote's current main. */
export async function createDraftBranch(context: RepoContext, name: string): Promise<DraftBranch> {
  const main = await fetchMain(context);
  const branch = draftBranchName(name);
  // Expected old value "none": a branch of that name made meanwhile is never taken over.
  await updateRef(context.gitDir, branchRef(branch), main, null, 'studio: new draft');
  context.backup.schedule(branch);
  return { branch, commit: main };
}

export type DeleteBranchResult = { kind: 'deleted' } | { kind: 'draft-moved'; head: string | null };

/**
 * Deletes a draft's branch in the clone only if it is still at `expectedHead` (a save that landed
 * meanwhile keeps it), then on the remote, best effort: the remote's copy is a backup, and a
 * failure there goes to `onBackgroundError`.
 */
export async function deleteDraftBranch(
  context: RepoContext,
  branch: string,
  expectedHead: string,
): Promise<DeleteBranchResult> {
  const ref = branchRef(branch);
  checkOid(expectedHead);
  // A backup push still under way would bring the remote's copy back after its deletion.
  await context.backup.settled(branch);
  try {
    await deleteRef(context.gitDir, ref, expectedHead);
  } catch (error) {
    if (error instanceof RefMovedError) return { kind: 'draft-moved', head: error.actual };
    throw error;
  }
  await deleteRemoteBranch(context.remote, ref).catch((error: unknown) =>
    context.onBackgroundError(branch, error),
  );
  return { kind: 'deleted' };
}

/** Copies a draft's branch to the remote (fast-forward only), as the backup's push. */
export async function pushDraftBranch(context: RepoContext, branch: string) {
  const ref = branchRef(branch);
  if ((await resolveCommit(context.gitDir, ref)) === null) return;
  await pushRefspec(context.remote, `${ref}:${ref}`);
}
