/**
 * The one way this engine runs git: `execFile` (never a shell), a clean environment, and an
 * explicit list of the exit codes each call expects. Anything else becomes a `GitError` that
 * carries the arguments, the exit code and git's message. A command that answers as it reads
 * (fast-import's `ls`) is spawned the same way by `spawnGit`, its stdin and stdout left open.
 */
import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import { GitError } from './errors.ts';

export interface GitCall {
  args: readonly string[];
  /** The repository (`GIT_DIR`); commands that make one (clone) leave it out. */
  gitDir?: string;
  /** Exit codes that mean "this worked" for this command; [0] unless said otherwise. */
  okExitCodes?: readonly number[];
  /** Bytes for git's stdin (object contents, index lines, a commit message). */
  input?: string | Buffer;
  /** Variables for this call only: GIT_INDEX_FILE, the author and committer, a token. */
  env?: Readonly<Record<string, string>>;
  /** Network commands pass one so a dead remote cannot hold a request forever. */
  timeoutMs?: number;
  /**
   * Best-effort work nobody waits for (a draft's backup push): run at the lowest CPU priority,
   * with every process it starts, so the saves people wait for get the cores first.
   */
  background?: boolean;
}

export interface GitResult {
  exitCode: number;
  stdout: Buffer;
  stderr: string;
}

/**
 * What the parent's environment may hand down. Nothing named GIT_* does: a GIT_DIR, GIT_INDEX_FILE
 * or GIT_WORK_TREE set where the server starts (a hook, a test runner inside a repository) would
 * silently point these commands somewhere else. HOME stays for ssh's keys and known hosts; a
 * server behind a proxy or with its own certificate authority keeps those settings.
 */
const INHERITED = [
  'PATH',
  'HOME',
  'TMPDIR',
  'SSH_AUTH_SOCK',
  'SYSTEMROOT',
  'http_proxy',
  'https_proxy',
  'HTTPS_PROXY',
  'all_proxy',
  'ALL_PROXY',
  'no_proxy',
  'NO_PROXY',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
];

const FIXED_ENV: Readonly<Record<string, string>> = {
  // English messages, so the few we read (push status) mean what we think.
  LC_ALL: 'C',
  LANGUAGE: 'C',
  // A server has nobody to type a password: fail instead of waiting on a terminal.
  GIT_TERMINAL_PROMPT: '0',
  // Only the configuration this engine passes counts, not the machine's or the user's
  // (a global `url.insteadOf`, a credential helper, `core.hooksPath`, `commit.gpgSign`...).
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  // The transports a remote may use; `ext::` (which runs a command) is never one of them.
  GIT_ALLOW_PROTOCOL: 'file:ssh:http:https',
};

/**
 * Options before the subcommand for every call. No hooks run in the server's own clone; a ref
 * lock held by a concurrent save is waited for (1 s) rather than failing at once.
 */
const GLOBAL_ARGS = ['-c', 'core.hooksPath=/dev/null', '-c', 'core.filesRefLockTimeout=1000'];

/** Big enough for `ls-tree -r` of a large site or a `cat-file --batch` of its pages. */
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;

export function gitEnvironment(extra: Readonly<Record<string, string>> = {}) {
  const env: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...FIXED_ENV, ...extra };
}

export function runGit(call: GitCall): Promise<GitResult> {
  const okExitCodes = call.okExitCodes ?? [0];
  const env = gitEnvironment({
    ...(call.gitDir === undefined ? {} : { GIT_DIR: call.gitDir }),
    ...call.env,
  });
  const args = [...GLOBAL_ARGS, ...call.args];
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      {
        env,
        encoding: 'buffer',
        maxBuffer: MAX_OUTPUT_BYTES,
        timeout: call.timeoutMs ?? 0,
        windowsHide: true,
      },
      (error, stdout, stderrBytes) => {
        const stderr = stderrBytes.toString('utf8');
        // execFile reports a non-zero exit as an error whose `code` is the exit code; a spawn
        // failure (no git on PATH) has a string code, and a kill (time-out) has a signal.
        const code = error ? (error as { code?: unknown }).code : 0;
        const exitCode = typeof code === 'number' ? code : null;
        if (exitCode !== null && okExitCodes.includes(exitCode)) {
          resolve({ exitCode, stdout, stderr });
          return;
        }
        const why = exitCode === null && error ? `${error.message}\n${stderr}` : stderr;
        reject(new GitError(call.args, exitCode, why));
      },
    );
    if (call.background && child.pid !== undefined) {
      try {
        setPriority(child.pid, constants.priority.PRIORITY_LOW);
      } catch {
        // A platform that will not lower it: the push runs at the usual priority.
      }
    }
    // A command that reads stdin gets its input, or an immediate end of file.
    child.stdin?.on('error', () => {
      // git may exit before reading all of stdin (a failed command); its exit code tells why.
    });
    child.stdin?.end(call.input ?? '');
  });
}

/**
 * `git <args>` with the same environment and options as `runGit`, stdin and stdout open for a
 * conversation; the caller ends stdin and reads the exit. Never a shell.
 */
export function spawnGit(call: Pick<GitCall, 'args' | 'gitDir'>): ChildProcessWithoutNullStreams {
  const env = gitEnvironment(call.gitDir === undefined ? {} : { GIT_DIR: call.gitDir });
  return spawn('git', [...GLOBAL_ARGS, ...call.args], { env, windowsHide: true });
}

/** stdout as text without the final newline, for commands that print one value. */
export const outputLine = (result: GitResult) => result.stdout.toString('utf8').trimEnd();
