/**
 * A save's branch moved by a kept `git update-ref --stdin` (kept-git.ts) rather than a process
 * started for it: one transaction a conversation, `start`, `update <ref> <new> <old>`, `prepare`,
 * `commit`, each answered `<verb>: ok`. The old value is checked under the ref's lock as with
 * `update-ref <ref> <new> <old>` (refs.ts). Refused (the branch moved, its lock is held), git ends
 * the process and says why, and the pool starts another for the next save. When the server dies
 * the process reads the end of its input and aborts an open transaction: the ref moves only with
 * `commit`, as it did with a process a save.
 */
import type { RepoContext } from './context.ts';
import { GitError, RefMovedError } from './errors.ts';
import { KeptGitPool } from './kept-git.ts';
import { checkOid, ZERO_OID } from './names.ts';
import { resolveCommit } from './refs.ts';

const UPDATE_REF = ['update-ref', '--stdin'];

/** One kept process: a ref transaction takes a millisecond, and refs are one store anyway. */
export const refUpdater = (gitDir: string) => new KeptGitPool(gitDir, UPDATE_REF, 1);

/**
 * Moves `ref` to `newOid` only if it is still `expected` (null: only if it does not exist yet);
 * a `RefMovedError` (retryable) when it is elsewhere or its lock is held, as `updateRef`.
 */
export function updateRefKept(
  context: Pick<RepoContext, 'gitDir' | 'refUpdater'>,
  ref: string,
  newOid: string,
  expected: string | null,
): Promise<void> {
  // A ref is one word of the protocol (branchRef's names never hold a space or line break).
  if (/\s/.test(ref)) throw new Error(`not a ref name: ${JSON.stringify(ref)}`);
  const old = expected === null ? ZERO_OID : checkOid(expected);
  const update = `update ${ref} ${checkOid(newOid)} ${old}`;
  return context.refUpdater.run(async (updater) => {
    try {
      updater.write(`start\n${update}\nprepare\ncommit\n`);
      for (const verb of ['start', 'prepare', 'commit']) {
        const answer = await updater.nextLine();
        if (answer !== `${verb}: ok`) throw new Error(`update-ref answered "${answer}" to ${verb}`);
      }
    } catch (error) {
      const ended = await updater.kill();
      if (!(error instanceof GitError)) throw error;
      const actual = await resolveCommit(context.gitDir, ref);
      const locked = /\.lock': File exists/.test(ended.stderr);
      if (actual !== expected || locked) {
        throw new RefMovedError(UPDATE_REF, ended.exitCode, ended.stderr, ref, expected, actual);
      }
      throw error;
    }
  });
}
