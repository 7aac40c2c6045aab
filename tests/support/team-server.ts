/**
 * The team studio for the end-to-end tests: the server as a process over a bare repository
 * seeded from this project's content (what the validator reads), removed with it.
 */
import { join, resolve } from 'node:path';
import {
  startTeamServerProcess,
  type TeamServer,
} from '../../src/cli/bench/team-server-process.ts';
import { refOf, seededBareRepo, type BareRepo } from './bare-repo.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CONTENT_PATHS = ['pages', 'forms', 'public'] as const;

export type TestTeamServer = Omit<TeamServer, 'remote'> & { remote: BareRepo };

export async function startTeamServer(
  options: {
    args?: readonly string[];
    env?: Record<string, string>;
    site?: { port: number };
    entry?: string;
    /** Files of main that differ from this project's, by path (a page with a past webinar). */
    files?: Record<string, string>;
  } = {},
): Promise<TestTeamServer> {
  const { files, ...processOptions } = options;
  const remote = seededBareRepo({ copy: { from: ROOT, paths: CONTENT_PATHS }, files });
  const server = await startTeamServerProcess({ remote: remote.path, ...processOptions });
  return {
    ...server,
    remote,
    async remove() {
      await server.remove();
      remote.remove();
    },
  };
}

/**
 * Waits until a draft's background copy on the remote has caught up with the studio's clone
 * (the backup pushes a couple of seconds after a save), so a test reads what was pushed.
 */
export async function backedUp(server: Pick<TestTeamServer, 'dataDir' | 'remote'>, branch: string) {
  const ref = `refs/heads/${branch}`;
  const clone = join(server.dataDir, 'repo.git');
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (refOf(server.remote.path, ref) === refOf(clone, ref)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${branch} never reached the remote`);
}
