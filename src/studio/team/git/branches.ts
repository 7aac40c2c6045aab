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
  const deleted = await deleteDraftBranchLocally(context, branch, expectedHead);
  if (deleted.kind === 'deleted') await deleteDraftBranchRemotely(context, branch);
  return deleted;
}

/** The clone's half of `deleteDraftBranch`: only if the branch is still at `expectedHead`. */
export async function deleteDraftBranchLocally(
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
  return { kind: 'deleted' };
}

/**
 * The remote's half: its copy of the branch goes, best effort (a failure is reported; the next
 * start removes a published draft's leftover copy, server/reconcile.ts).
 */
export async function deleteDraftBranchRemotely(context: RepoContext, branch: string) {
  await deleteRemoteBranch(context.remote, branchRef(branch)).catch((error: unknown) =>
    context.onBackgroundError(branch, error),
  );
  context.crash('cleanup:after-remote-branch-delete');
}

/** Copies a draft's branch to the remote (fast-forward only), as the backup's push. */
export async function pushDraftBranch(context: RepoContext, branch: string) {
  const ref = branchRef(branch);
  if ((await resolveCommit(context.gitDir, ref)) === null) return;
  // A backup: saves come first, the push takes the cores they leave.
  await pushRefspec(context.remote, `${ref}:${ref}`, { background: true });
}
