/**
 * Publishing a draft: a `--no-ff`-style merge commit (parents: main, then the draft's head) made
 * with `merge-tree --write-tree` and `commit-tree`, its tree checked out into a temporary folder
 * and validated, then pushed to the remote's main without force.
 *
 * The merge commit's author is the publisher (publishing is their decision, as a forge names
 * whoever pressed "merge"), its committer the studio; the editors' commits keep their authors as
 * the merge's second parent. If the push finds main moved, the studio fetches, merges again on
 * the new main, validates again and pushes again (bounded, jittered waits); the last attempt's
 * error is the one thrown. Nothing reaches the remote before validation passes, and a refusal or
 * a conflict leaves the draft's branch as it was.
 */
import { deleteDraftBranchLocally, deleteDraftBranchRemotely } from './branches.ts';
import { commitTree, messageWithTrailers } from './commit.ts';
import { fetchMain, type RepoContext } from './context.ts';
import { conflictTexts } from './draft-update.ts';
import { RefMovedError } from './errors.ts';
import type { Identity } from './identity.ts';
import { onTopOfMain } from './main-push.ts';
import { mergeTree } from './merge-tree.ts';
import { branchRef, checkOid } from './names.ts';
import { isAncestor, resolveCommit, updateRef } from './refs.ts';
import { pushRefspec } from './remote.ts';
import type { FileConflict } from './texts.ts';
import { checkoutTree } from './tree-build.ts';
import { withTempDir } from './temp-dir.ts';

export interface Verdict<Problems> {
  ok: boolean;
  problems: Problems;
}

export interface PublishRequest<Problems> {
  branch: string;
  /** The head the reviewers approved: a later save makes the publish stop (`draft-moved`). */
  expectedHead: string;
  publisher: Identity;
  /** Whole trailer lines, e.g. `Reviewed-by: Ada Lovelace <ada@example.com>`. */
  trailers: readonly string[];
  /**
   * Checks the merged files, checked out in `dir` (removed afterwards). Called again for each
   * new merge when main moved.
   */
  validate: (dir: string, merge: { commit: string; tree: string }) => Promise<Verdict<Problems>>;
  /**
   * Told the merge commit as soon as the remote's main holds it, before the clean-up: the
   * caller records the publish there, so a crash after the push leaves a draft recorded as
   * published (or one the next start finds on main). A failure is reported, never thrown.
   */
  onPushed?: (commit: string) => Promise<void>;
}

export type PublishResult<Problems> =
  /** `branchDeleted` is false when a save landed on the draft during the publish: it is kept. */
  | { kind: 'published'; commit: string; branchDeleted: boolean }
  | { kind: 'draft-moved'; head: string | null }
  /**
   * The draft's head is already in main: a draft never saved, or one whose publish landed while
   * its answer was lost (a connection cut after the push). Nothing was done.
   */
  | { kind: 'nothing-to-publish'; main: string }
  /** Nothing was pushed. */
  | { kind: 'invalid'; commit: string; problems: Problems }
  /** Main changed the same files: theirs is main's text, mine the draft's. Nothing pushed. */
  | { kind: 'needs-update'; main: string; conflicts: FileConflict[] }
  /** The remote refused the push for another reason than a moved main (a hook, a rule). */
  | { kind: 'rejected'; message: string };

export async function publishDraft<Problems>(
  context: RepoContext,
  request: PublishRequest<Problems>,
): Promise<PublishResult<Problems>> {
  const { gitDir } = context;
  const ref = branchRef(request.branch);
  const head = checkOid(request.expectedHead);
  const message = messageWithTrailers(`Publish draft ${request.branch}`, request.trailers);
  const current = await resolveCommit(gitDir, ref);
  if (current !== head) return { kind: 'draft-moved', head: current };

  const attempt = async (): Promise<PublishResult<Problems>> => {
    const merge = await mergeOntoMain(context, head);
    if (merge.kind !== 'merged') return merge;
    const { main } = merge;
    const commit = await commitTree(gitDir, {
      tree: merge.tree,
      parents: [main, head],
      message,
      author: request.publisher,
      committer: context.committer,
    });
    context.crash('publish:after-merge');
    const verdict = await withTempDir('publish', async (dir) => {
      await checkoutTree(gitDir, merge.tree, dir);
      return request.validate(dir, { commit, tree: merge.tree });
    });
    if (!verdict.ok) return { kind: 'invalid', commit, problems: verdict.problems };
    context.crash('publish:after-validate');
    const mainRef = branchRef(context.mainBranch);
    await pushRefspec(context.remote, `${commit}:${mainRef}`);
    context.crash('publish:after-push');
    await request.onPushed?.(commit).catch((error: unknown) => {
      context.onBackgroundError(request.branch, error);
    });
    return {
      kind: 'published',
      commit,
      branchDeleted: await tidyUp(context, request, main, commit),
    };
  };

  return onTopOfMain(context, attempt);
}

/** The latest main merged with a draft's head, as a publish would make it (no commit yet). */
async function mergeOntoMain(
  context: RepoContext,
  head: string,
): Promise<
  | { kind: 'nothing-to-publish'; main: string }
  | { kind: 'needs-update'; main: string; conflicts: FileConflict[] }
  | { kind: 'merged'; main: string; tree: string }
> {
  const { gitDir } = context;
  const main = await fetchMain(context);
  if (await isAncestor(gitDir, head, main)) return { kind: 'nothing-to-publish', main };
  const merge = await mergeTree(gitDir, main, head);
  if (!merge.clean) {
    const conflicts = await conflictTexts(gitDir, merge.conflicts, 'theirs');
    return { kind: 'needs-update', main, conflicts };
  }
  return { kind: 'merged', main, tree: merge.tree };
}

export type DraftCheck<Problems> =
  | { kind: 'valid' }
  | { kind: 'invalid'; problems: Problems }
  /** Main changed the same files: no merge to check (a publish would ask for an update). */
  | { kind: 'needs-update'; conflicts: FileConflict[] }
  | { kind: 'nothing-to-publish' };

/**
 * What a publish of the draft's head would find now, without committing or pushing anything:
 * the merge with the latest main, checked out and validated. A submit asks it, so a draft the
 * site's checks would refuse never goes to review.
 */
export async function checkDraft<Problems>(
  context: RepoContext,
  head: string,
  validate: (dir: string) => Promise<Verdict<Problems>>,
): Promise<DraftCheck<Problems>> {
  const merge = await mergeOntoMain(context, checkOid(head));
  if (merge.kind === 'nothing-to-publish') return merge;
  if (merge.kind === 'needs-update') return { kind: 'needs-update', conflicts: merge.conflicts };
  const verdict = await withTempDir('check', async (dir) => {
    await checkoutTree(context.gitDir, merge.tree, dir);
    return validate(dir);
  });
  return verdict.ok ? { kind: 'valid' } : { kind: 'invalid', problems: verdict.problems };
}

/**
 * After the push, the publish has happened whatever else fails: the clone's main follows (a
 * fetch that got there first has done it already) and the draft's branch goes, and a failure of
 * either is reported, never thrown. Returns whether the branch was deleted.
 */
async function tidyUp<Problems>(
  context: RepoContext,
  request: PublishRequest<Problems>,
  main: string,
  commit: string,
): Promise<boolean> {
  const mainRef = branchRef(context.mainBranch);
  try {
    await updateRef(context.gitDir, mainRef, commit, main, 'studio: publish');
  } catch (error) {
    if (!(error instanceof RefMovedError)) context.onBackgroundError(context.mainBranch, error);
  }
  try {
    const deleted = await deleteDraftBranchLocally(context, request.branch, request.expectedHead);
    if (deleted.kind !== 'deleted') return false;
    context.crash('publish:after-branch-delete');
    await deleteDraftBranchRemotely(context, request.branch);
    return true;
  } catch (error) {
    context.onBackgroundError(request.branch, error);
    return false;
  }
}
