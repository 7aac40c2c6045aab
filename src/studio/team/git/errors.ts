/**
 * The Git engine's errors. Each carries what a person needs to act on it (the arguments, the exit
 * code, git's own message), and the ones callers branch on have a class of their own, so nobody
 * parses a message string outside this folder.
 */

/** A git command ended with an exit code its caller did not expect. */
export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly exitCode: number | null,
    readonly stderr: string,
    message = `git ${args.join(' ')} exited with ${exitCode ?? 'a signal'}: ${stderr.trim() || '(no message)'}`,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * A ref was not at the value the caller expected (someone else moved it first), or another
 * process held its lock. Retryable: read the ref again and decide again.
 */
export class RefMovedError extends GitError {
  constructor(
    args: readonly string[],
    exitCode: number | null,
    stderr: string,
    readonly ref: string,
    readonly expected: string | null,
    readonly actual: string | null,
  ) {
    super(
      args,
      exitCode,
      stderr,
      `${ref} moved: expected ${expected ?? 'no ref'}, found ${actual ?? 'no ref'}`,
    );
  }
}

/** A push the remote turned down. `reason` tells a moved main from a refusal (a hook, a rule). */
export class PushRejectedError extends GitError {
  constructor(
    args: readonly string[],
    exitCode: number | null,
    stderr: string,
    readonly reason: 'remote-moved' | 'refused',
    /** The remote's own words: its `remote:` lines and the status it gave the ref. */
    readonly remoteMessage: string,
  ) {
    super(args, exitCode, stderr, `push rejected (${reason}): ${remoteMessage}`);
  }
}

/** Input the engine refuses before running git: a branch name, a path, an identity. */
export class BadInputError extends Error {
  constructor(
    readonly field: 'branch' | 'path' | 'identity' | 'message' | 'remote' | 'oid',
    readonly value: string,
    readonly expected: string,
  ) {
    super(`bad ${field} ${JSON.stringify(value)}: expected ${expected}`);
    this.name = 'BadInputError';
  }
}

/** The draft's branch does not exist (deleted, published, or never made). */
export class BranchNotFoundError extends Error {
  constructor(readonly branch: string) {
    super(`branch ${branch} does not exist`);
    this.name = 'BranchNotFoundError';
  }
}
