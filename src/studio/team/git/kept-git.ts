/**
 * Long-lived git processes that take commands on stdin and answer on stdout (`fast-import`,
 * `update-ref --stdin`), one conversation at a time each, that saves borrow (fast-commit.ts,
 * ref-updater.ts). Starting git processes for each save was most of a save's cost on a busy
 * server: Node's spawn blocks its one thread until the child has started, and ten editors saving
 * at once queued behind it. A kept process answers a save with no process started at all.
 *
 * Each process is ended when it sits idle, and retired after a while even when busy (fast-import
 * remembers every object it wrote and never writes one again, and an object unreferenced for
 * weeks may have been pruned meanwhile by `git gc`). When the server dies (a `kill -9`), they
 * read the end of their input and end as they would at the end of a stream: what each leaves is
 * said where it is used.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { GitError } from './errors.ts';
import { spawnGit } from './run-git.ts';

/** How long an idle process is kept, and how long any process lives at most. */
const IDLE_MS = 15_000;
const MAX_AGE_MS = 10 * 60_000;

/** One git process: commands in, answer lines out, one conversation at a time. */
export class KeptGitProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly started = Date.now();
  private buffered = '';
  private readonly lines: string[] = [];
  private readonly waiting: { resolve: (line: string) => void; reject: (e: Error) => void }[] = [];
  private stderr = '';
  private ended: GitError | null = null;
  /** Resolves once the process has exited (for any reason). */
  readonly exited: Promise<void>;
  /** Set when a conversation went wrong: the process is not lent again. */
  spoiled = false;

  constructor(
    private readonly gitDir: string,
    private readonly args: readonly string[],
  ) {
    this.child = spawnGit({ gitDir, args });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => this.take(chunk));
    this.child.stderr.setEncoding('utf8');
    // Kept short: only the last words of a long-lived process say why it stopped.
    this.child.stderr.on(
      'data',
      (chunk: string) => (this.stderr = (this.stderr + chunk).slice(-4000)),
    );
    // git may stop reading early (a lookup of a commit it lacks): its exit code tells why.
    this.child.stdin.on('error', () => undefined);
    this.exited = new Promise((resolve) => {
      const end = (code: number | null) => {
        this.ended ??= new GitError(this.args, code, this.stderr || `git ${this.args[0]} ended`);
        for (const waiter of this.waiting.splice(0)) waiter.reject(this.ended);
        resolve();
      };
      this.child.once('close', end);
      this.child.once('error', () => end(null));
    });
  }

  get pid() {
    return this.child.pid;
  }

  /** Whether it may take another conversation. */
  get reusable() {
    return !this.spoiled && this.ended === null && Date.now() - this.started < MAX_AGE_MS;
  }

  /** While idle, the process does not keep the server's event loop alive (nor a test's). */
  hold(held: boolean) {
    // The pipes are sockets at run time, each a handle of the event loop like the child.
    const handles = [this.child, this.child.stdin, this.child.stdout, this.child.stderr];
    for (const handle of handles as unknown as { ref(): void; unref(): void }[]) {
      if (held) handle.ref();
      else handle.unref();
    }
  }

  write(commands: string | Buffer) {
    if (this.ended) throw this.ended;
    this.child.stdin.write(commands);
  }

  /** The next answer line; rejects with git's words once the process has ended. */
  nextLine(): Promise<string> {
    const ready = this.lines.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    if (this.ended) return Promise.reject(this.ended);
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  /** The end of its input: it finishes what it holds and exits. */
  async close() {
    this.child.stdin.end();
    await this.exited;
  }

  /**
   * Stops it after a failed conversation (and removes the report a fatal error makes
   * fast-import leave in the repository); returns why it ended.
   */
  async kill(): Promise<GitError> {
    this.spoiled = true;
    this.child.kill();
    await this.exited;
    await rm(join(this.gitDir, `fast_import_crash_${this.child.pid}`), { force: true });
    return this.ended!;
  }

  private take(chunk: string) {
    this.buffered += chunk;
    for (let end = this.buffered.indexOf('\n'); end >= 0; end = this.buffered.indexOf('\n')) {
      const line = this.buffered.slice(0, end);
      this.buffered = this.buffered.slice(end + 1);
      const waiter = this.waiting.shift();
      if (waiter) waiter.resolve(line);
      else this.lines.push(line);
    }
  }
}

/**
 * Up to `size` processes of one git command in one repository, each lent to one conversation
 * at a time; a borrower waits when all are busy.
 */
export class KeptGitPool {
  private readonly idle: { process: KeptGitProcess; timer: NodeJS.Timeout }[] = [];
  private busy = 0;
  private readonly queue: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly gitDir: string,
    private readonly args: readonly string[],
    private readonly size: number,
  ) {}

  async run<T>(conversation: (process: KeptGitProcess) => Promise<T>): Promise<T> {
    while (this.busy >= this.size) await new Promise<void>((turn) => this.queue.push(turn));
    this.busy++;
    const process = this.borrow();
    process.hold(true);
    try {
      return await conversation(process);
    } finally {
      this.busy--;
      this.giveBack(process);
      this.queue.shift()?.();
    }
  }

  /** Ends every idle process (the server closing); busy ones end when given back. */
  async close() {
    this.closed = true;
    const idle = this.idle.splice(0);
    await Promise.all(
      idle.map(({ process, timer }) => {
        clearTimeout(timer);
        return process.close();
      }),
    );
  }

  private borrow(): KeptGitProcess {
    for (let kept = this.idle.pop(); kept; kept = this.idle.pop()) {
      clearTimeout(kept.timer);
      if (kept.process.reusable) return kept.process;
      void kept.process.close();
    }
    return new KeptGitProcess(this.gitDir, this.args);
  }

  private giveBack(process: KeptGitProcess) {
    process.hold(false);
    if (this.closed || !process.reusable) {
      if (!process.spoiled) void process.close();
      return;
    }
    const entry = {
      process,
      timer: setTimeout(() => {
        const at = this.idle.indexOf(entry);
        if (at >= 0) this.idle.splice(at, 1);
        void process.close();
      }, IDLE_MS),
    };
    entry.timer.unref();
    this.idle.push(entry);
  }
}
