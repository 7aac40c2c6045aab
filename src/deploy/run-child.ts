/**
 * Runs a deploy's child process (npm, a `command:` target) without a shell: its output handed
 * over line by line as it comes, a time limit and a stop signal that end it and every process
 * it started (its own process group), and at a lower CPU priority than the studio, which keeps
 * answering its people while a site builds.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';

export interface ChildRun {
  command: string;
  args: readonly string[];
  cwd?: string;
  env: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  onLine: (line: string, stream: 'stdout' | 'stderr') => void;
}

export interface ChildEnd {
  /** The exit code, or null when a signal ended it. */
  code: number | null;
  timedOut: boolean;
  aborted: boolean;
  /** The last lines it wrote to stderr (for a failure's words). */
  lastErrors: string[];
}

/** Rejects only when the program could not be started (missing, not executable). */
export function runChild(run: ChildRun): Promise<ChildEnd> {
  return new Promise((resolve, reject) => {
    const child = spawn(run.command, run.args, {
      cwd: run.cwd,
      env: run.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      shell: false,
    });
    const lastErrors: string[] = [];
    let timedOut = false;
    let aborted = false;
    const stopAll = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer =
      run.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            stopAll();
          }, run.timeoutMs);
    const onAbort = () => {
      aborted = true;
      stopAll();
    };
    run.signal?.addEventListener('abort', onAbort, { once: true });
    child.once('spawn', () => {
      try {
        setPriority(child.pid!, 10);
      } catch {
        // Not allowed here: the build runs at the studio's priority.
      }
    });
    createInterface({ input: child.stdout }).on('line', (line) => run.onLine(line, 'stdout'));
    createInterface({ input: child.stderr }).on('line', (line) => {
      lastErrors.push(line);
      if (lastErrors.length > 20) lastErrors.shift();
      run.onLine(line, 'stderr');
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', onAbort);
      resolve({ code, timedOut, aborted, lastErrors });
    });
  });
}
