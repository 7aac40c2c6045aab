/** Reading and moving refs. Every move names the value it expects to replace. */
import { GitError, RefMovedError } from './errors.ts';
import { checkOid, ZERO_OID } from './names.ts';
import { outputLine, runGit } from './run-git.ts';

/** The commit a ref or object id names, or null when there is none. */
export async function resolveCommit(gitDir: string, ref: string): Promise<string | null> {
  const result = await runGit({
    gitDir,
    args: ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`],
    okExitCodes: [0, 1],
  });
  return result.exitCode === 0 ? outputLine(result) : null;
}

/**
 * Moves `ref` to `newOid` only if it is still `expected` (null: only if it does not exist yet).
 * When git refuses, the ref is read again: if it is elsewhere, or its lock is held by another
 * save, that is a `RefMovedError` (retryable); anything else stays a `GitError`.
 */
export async function updateRef(
  gitDir: string,
  ref: string,
  newOid: string,
  expected: string | null,
  reason: string,
): Promise<void> {
  const args = [
    'update-ref',
    '-m',
    reason,
    '--end-of-options',
    ref,
    checkOid(newOid),
    expected === null ? ZERO_OID : checkOid(expected),
  ];
  await moveRef(gitDir, args, ref, expected);
}

/** Deletes `ref` only if it is still at `expected`. */
export async function deleteRef(gitDir: string, ref: string, expected: string): Promise<void> {
  const args = ['update-ref', '-d', '--end-of-options', ref, checkOid(expected)];
  await moveRef(gitDir, args, ref, expected);
}

async function moveRef(gitDir: string, args: string[], ref: string, expected: string | null) {
  try {
    await runGit({ gitDir, args });
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    const actual = await resolveCommit(gitDir, ref);
    const locked = /\.lock': File exists/.test(error.stderr);
    if (actual !== expected || locked) {
      throw new RefMovedError(args, error.exitCode, error.stderr, ref, expected, actual);
    }
    throw error;
  }
}

/** Whether `ancestor` is reachable from `descendant` (a commit counts as its own ancestor). */
export async function isAncestor(gitDir: string, ancestor: string, descendant: string) {
  const result = await runGit({
    gitDir,
    args: [
      'merge-base',
      '--is-ancestor',
      '--end-of-options',
      checkOid(ancestor),
      checkOid(descendant),
    ],
    okExitCodes: [0, 1],
  });
  return result.exitCode === 0;
}
