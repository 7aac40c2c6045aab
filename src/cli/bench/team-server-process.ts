/**
 * The team studio as a process, as its tests and its benchmark meet it: `npm run studio:team`
 * started on a free port over a given bare repository with a data folder of its own, and
 * people added with `npm run studio:user` as an admin would.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface TeamServer {
  base: string;
  dataDir: string;
  /** The bare repository it publishes to. */
  remote: string;
  /** Everything the server printed (for a failing test's message). */
  output: () => string;
  stop: () => Promise<void>;
  /**
   * Starts it again on the same data folder; `env` replaces the one it was first given, `args`
   * are added to its command line (a `--deploy` target added at a restart).
   */
  start: (env?: Record<string, string>, args?: readonly string[]) => Promise<void>;
  /**
   * How the running process ended (a crash test's kill -9 shows as SIGKILL, or as exit code 137
   * from tsx, whose child the server is): resolves once it has ended.
   */
  exited: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Adds a person from the command line; returns their one-time invitation link. */
  invite: (email: string, role: string) => string;
  /** Stops it and deletes its data folder. */
  remove: () => Promise<void>;
}

export async function startTeamServerProcess(options: {
  remote: string;
  env?: Record<string, string>;
  /** Added to the command line (`--test-hooks`). */
  args?: readonly string[];
  /** The checkout it runs from (this project unless a copy is given). */
  root?: string;
  /**
   * Serve the live site at this port (`--site-port`); without it the server runs with
   * `--no-serve`, so the many servers of a test run neither build the site nor share port 8080.
   */
  site?: { port: number };
  /**
   * False for a checkout from before the deploys (a benchmark's reference revision), whose
   * server has no live site and refuses `--no-serve`.
   */
  deploys?: boolean;
  /** The command's script: studio-team.ts, or a test's own with a stand-in deploy engine. */
  entry?: string;
  /**
   * Fills the new data folder before the first start (the installed packages a real build
   * reuses, so that no `npm ci` runs).
   */
  prepareData?: (dataDir: string) => void;
}): Promise<TeamServer> {
  const root = options.root ?? ROOT;
  const { remote } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'team-studio-data-'));
  options.prepareData?.(dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';
  let ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }> = Promise.resolve({
    code: null,
    signal: null,
  });

  const start = (env = options.env, added: readonly string[] = []) =>
    new Promise<void>((started, failed) => {
      output = '';
      child = spawn(
        TSX,
        [
          options.entry ?? 'src/cli/studio-team.ts',
          '--repo',
          remote,
          '--data',
          dataDir,
          '--port',
          String(port),
          ...(options.deploys === false
            ? []
            : options.site
              ? ['--site-port', String(options.site.port)]
              : ['--no-serve']),
          ...(options.args ?? []),
          ...added,
        ],
        { cwd: root, env: { ...process.env, NODE_ENV: 'production', ...env } },
      );
      const running = child;
      ended = new Promise((done) => running.once('exit', (code, signal) => done({ code, signal })));
      const timer = setTimeout(() => failed(new Error(`no answer in 90 s:\n${output}`)), 90_000);
      const listen = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Team studio listening on')) {
          clearTimeout(timer);
          started();
        }
      };
      child.stdout!.on('data', listen);
      child.stderr!.on('data', listen);
      child.once('exit', (code) => {
        clearTimeout(timer);
        failed(new Error(`studio:team exited with ${code}:\n${output}`));
      });
    });

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((stopped) => {
      running.once('exit', () => stopped());
      running.kill('SIGTERM');
    });
  };

  await start();
  return {
    base,
    dataDir,
    remote,
    output: () => output,
    stop,
    start,
    exited: () => ended,
    invite(email, role) {
      const printed = execFileSync(
        TSX,
        [
          'src/cli/studio-user.ts',
          'add',
          email,
          '--role',
          role,
          '--data',
          dataDir,
          '--public-url',
          base,
        ],
        { cwd: ROOT, encoding: 'utf8' },
      );
      const link = /https?:\/\/\S+#\S+/.exec(printed)?.[0];
      if (!link) throw new Error(`studio:user printed no link:\n${printed}`);
      return link;
    },
    async remove() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
