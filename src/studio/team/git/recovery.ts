/**
 * What the server's start needs to repair a crash from the refs (server/reconcile.ts): the
 * draft branches of the clone and of the remote with their heads, a branch brought back from
 * the remote's copy, the merge on main that published a commit, and the remote's copy of a
 * branch removed on its own. Reads and moves only refs; the workflow's state is the caller's.
 */
import type { RepoContext } from './context.ts';
import { GitError } from './errors.ts';
import { branchRef, checkOid } from './names.ts';
import { isAncestor } from './refs.ts';
import { deleteRemoteBranch, fetchRefs, REMOTE_NAME } from './remote.ts';
import { networkOptions } from './remote-auth.ts';
import { outputLine, runGit } from './run-git.ts';

/** Where the studio's draft branches live (slug.ts names them `studio/<slug>-<id>`). */
const DRAFT_REFS = 'refs/heads/studio/';

/** `branch → head` from `<oid> refs/heads/<branch>` lines (for-each-ref and ls-remote alike). */
function branchHeads(lines: string): Map<string, string> {
  const heads = new Map<string, string>();
  for (const line of lines.split('\n')) {
    const [oid, ref] = line.trim().split(/\s+/);
    if (oid && ref?.startsWith(DRAFT_REFS)) heads.set(ref.slice('refs/heads/'.length), oid);
  }
  return heads;
}

/** The clone's draft branches and their heads. */
export async function localDraftBranches(context: RepoContext): Promise<Map<string, string>> {
  const result = await runGit({
    gitDir: context.gitDir,
    args: ['for-each-ref', '--format=%(objectname) %(refname)', '--end-of-options', DRAFT_REFS],
  });
  return branchHeads(result.stdout.toString('utf8'));
}

/** The remote's draft branches (the backups) and their heads, in one round trip. */
export async function remoteDraftBranches(context: RepoContext): Promise<Map<string, string>> {
  const auth = networkOptions(context.remote.credentials);
  const result = await runGit({
    gitDir: context.gitDir,
    args: [...auth.configArgs, 'ls-remote', '--refs', REMOTE_NAME, `${DRAFT_REFS}*`],
    env: auth.env,
    timeoutMs: context.remote.networkTimeoutMs,
  });
  return branchHeads(result.stdout.toString('utf8'));
}

/** Brings a branch the clone lost back from the remote's copy (never over an existing one). */
export async function restoreDraftBranch(context: RepoContext, branch: string) {
  const ref = branchRef(branch);
  await fetchRefs(context.remote, [`${ref}:${ref}`]);
}

/**
 * Whether `ancestor` is in `descendant`'s history; false too when the clone lacks either
 * commit (a remote branch's head never fetched).
 */
export async function contains(context: RepoContext, descendant: string, ancestor: string) {
  try {
    return await isAncestor(context.gitDir, checkOid(ancestor), checkOid(descendant));
  } catch (error) {
    if (error instanceof GitError) return false;
    throw error;
  }
}

/**
 * The commit on `main`'s first-parent line that brought `head` in (a publish's merge), or null
 * when `head` is not in main.
 */
export async function mergeThatBrought(
  context: RepoContext,
  head: string,
  main: string,
): Promise<string | null> {
  const result = await runGit({
    gitDir: context.gitDir,
    args: [
      'rev-list',
      '--first-parent',
      '--ancestry-path',
      '--reverse',
      '--end-of-options',
      `${checkOid(head)}..${checkOid(main)}`,
    ],
  });
  return outputLine(result).split('\n')[0] || null;
}

/** Removes the remote's copy of a branch the clone no longer has (a crash between the two). */
export function deleteRemoteDraftBranch(context: RepoContext, branch: string) {
  return deleteRemoteBranch(context.remote, branchRef(branch));
}
