/**
 * Talking to the remote: clone, fetch, push. Network commands get the credentials' options and
 * a time-out; a push's result is read from `--porcelain` status lines, which tell "the remote
 * moved" (retry after a fetch) from "the remote refused" (a hook, a protected branch: report).
 */
import { PushRejectedError } from './errors.ts';
import { networkOptions, type RemoteCredentials } from './remote-auth.ts';
import { runGit } from './run-git.ts';

export interface RemoteContext {
  gitDir: string;
  credentials: RemoteCredentials;
  /** How long one network command may take. */
  networkTimeoutMs: number;
}

/** The remote's name in the clone's config (set by `clone`). */
export const REMOTE_NAME = 'origin';

export async function cloneBare(
  remoteUrl: string,
  gitDir: string,
  credentials: RemoteCredentials,
  networkTimeoutMs: number,
) {
  const auth = networkOptions(credentials);
  await runGit({
    args: [...auth.configArgs, 'clone', '--bare', '--quiet', '--end-of-options', remoteUrl, gitDir],
    env: auth.env,
    timeoutMs: networkTimeoutMs,
  });
}

/** Fetches the given refspecs from the remote (`+src:dst` forces, as the remote is the truth). */
export async function fetchRefs(remote: RemoteContext, refspecs: readonly string[]) {
  const auth = networkOptions(remote.credentials);
  await runGit({
    gitDir: remote.gitDir,
    args: [
      ...auth.configArgs,
      'fetch',
      '--quiet',
      '--no-tags',
      '--no-write-fetch-head',
      '--end-of-options',
      REMOTE_NAME,
      ...refspecs,
    ],
    env: auth.env,
    timeoutMs: remote.networkTimeoutMs,
  });
}

/**
 * Fast-forward pushes only: `src:dst` with no `+`, and no `--force`. `background`: a push
 * nobody waits for (a draft's backup), at the lowest CPU priority.
 */
export async function pushRefspec(
  remote: RemoteContext,
  refspec: string,
  { background = false } = {},
): Promise<void> {
  if (refspec.startsWith('+')) throw new Error('the engine never force-pushes');
  const auth = networkOptions(remote.credentials);
  const args = [
    ...auth.configArgs,
    'push',
    '--porcelain',
    '--end-of-options',
    REMOTE_NAME,
    refspec,
  ];
  // Exit 1 is a refused ref (read the status lines); 128 and others are failures (network,
  // authentication, a missing repository) that runGit turns into a GitError.
  const result = await runGit({
    gitDir: remote.gitDir,
    args,
    env: auth.env,
    okExitCodes: [0, 1],
    timeoutMs: remote.networkTimeoutMs,
    background,
  });
  const status = result.stdout
    .toString('utf8')
    .split('\n')
    .find((line) => line.startsWith('!\t'));
  if (result.exitCode === 0 && status === undefined) return;
  // "!\t<src>:<dst>\t[rejected] (fetch first)" / "\t[remote rejected] (pre-receive hook declined)"
  const summary = status?.split('\t')[2] ?? result.stderr.trim();
  const moved = /^\[rejected\] \((fetch first|non-fast-forward|stale info)\)/.test(summary);
  const remoteLines = result.stderr
    .split('\n')
    .filter((line) => line.startsWith('remote: '))
    .map((line) => line.slice('remote: '.length).trimEnd())
    .filter((line) => line !== '');
  throw new PushRejectedError(
    args,
    result.exitCode,
    result.stderr,
    moved ? 'remote-moved' : 'refused',
    [...remoteLines, summary].join('\n'),
  );
}

/** Deletes a branch on the remote; a branch the remote does not have counts as deleted. */
export async function deleteRemoteBranch(remote: RemoteContext, ref: string): Promise<void> {
  try {
    await pushRefspec(remote, `:${ref}`);
  } catch (error) {
    if (error instanceof PushRejectedError && /remote ref does not exist/.test(error.stderr)) {
      return;
    }
    throw error;
  }
}
