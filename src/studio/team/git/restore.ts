/**
 * A rollback's commit: main's tree with its content folders (pages/, forms/, media/) as they
 * were at an earlier commit, committed on top of main with one parent, never a revert of the
 * merges in between. Git and the site then agree on the restored content, the next publish
 * builds on it, and a change that was rolled back can be published again by a new draft (a
 * reverted merge would make Git think it is in main already).
 *
 * The commit's author is the person who restored (their decision, as a publish's), its
 * committer the studio. As a publish: checked out and validated before anything is pushed,
 * pushed to the remote's main without force, made again on the new main if main moved.
 */
import { commitTree } from './commit.ts';
import { fetchMain, type RepoContext } from './context.ts';
import { RefMovedError } from './errors.ts';
import type { Identity } from './identity.ts';
import { onTopOfMain } from './main-push.ts';
import { branchRef, checkOid } from './names.ts';
import { treeChanges, treeOf } from './objects.ts';
import type { Verdict } from './publish.ts';
import { updateRef } from './refs.ts';
import { pushRefspec } from './remote.ts';
import { checkoutTree, treeWithEdits, type IndexEdit } from './tree-build.ts';
import { withTempDir } from './temp-dir.ts';

export interface RestoreRequest<Problems> {
  /** The earlier commit whose content comes back. */
  from: string;
  /** The folders restored, e.g. `['pages', 'forms', 'media']`; the rest stays main's. */
  folders: readonly string[];
  author: Identity;
  /** One paragraph or more, in words (`Restored the site as published on … by …`). */
  message: string;
  /** Checks the restored files, checked out in `dir`, as a publish's merge is checked. */
  validate: (dir: string) => Promise<Verdict<Problems>>;
  /** Told the commit as soon as the remote's main holds it; a failure is reported, not thrown. */
  onPushed?: (commit: string) => Promise<void>;
}

export type RestoreResult<Problems> =
  | { kind: 'restored'; commit: string; main: string; paths: string[] }
  /** Main's content folders are already what they were at `from`: nothing was committed. */
  | { kind: 'unchanged'; main: string }
  /** Nothing was pushed. */
  | { kind: 'invalid'; problems: Problems }
  | { kind: 'rejected'; message: string };

/** The edits that make `main`'s content folders what they are at `from`. */
export async function restoreEdits(
  gitDir: string,
  main: string,
  from: string,
  folders: readonly string[],
): Promise<IndexEdit[]> {
  const inside = (path: string) => folders.some((folder) => path.startsWith(`${folder}/`));
  const changes = await treeChanges(gitDir, main, from);
  return changes
    .filter((change) => inside(change.path))
    .map((change) =>
      change.entry === null
        ? { path: change.path, oid: null }
        : { path: change.path, mode: change.entry.mode, oid: change.entry.oid },
    );
}

export async function restoreContent<Problems>(
  context: RepoContext,
  request: RestoreRequest<Problems>,
): Promise<RestoreResult<Problems>> {
  const { gitDir } = context;
  const from = checkOid(request.from);
  const mainRef = branchRef(context.mainBranch);

  const attempt = async (): Promise<RestoreResult<Problems>> => {
    const main = await fetchMain(context);
    const edits = await restoreEdits(gitDir, main, from, request.folders);
    if (edits.length === 0) return { kind: 'unchanged', main };
    const tree = await treeWithEdits(gitDir, await treeOf(gitDir, main), edits);
    const verdict = await withTempDir('restore', async (dir) => {
      await checkoutTree(gitDir, tree, dir);
      return request.validate(dir);
    });
    if (!verdict.ok) return { kind: 'invalid', problems: verdict.problems };
    const commit = await commitTree(gitDir, {
      tree,
      parents: [main],
      message: request.message,
      author: request.author,
      committer: context.committer,
    });
    await pushRefspec(context.remote, `${commit}:${mainRef}`);
    await request.onPushed?.(commit).catch((error: unknown) => {
      context.onBackgroundError(context.mainBranch, error);
    });
    try {
      await updateRef(gitDir, mainRef, commit, main, 'studio: restore');
    } catch (error) {
      // A fetch that got there first has moved it already.
      if (!(error instanceof RefMovedError)) context.onBackgroundError(context.mainBranch, error);
    }
    return { kind: 'restored', commit, main, paths: edits.map((edit) => edit.path) };
  };

  return onTopOfMain(context, attempt);
}
