/**
 * The team studio for the end-to-end tests: the server as a process over a bare repository
 * seeded from this project's content (what the validator reads), removed with it.
 */
import { resolve } from 'node:path';
import { startTeamServerProcess, type TeamServer } from '../../src/cli/team-server-process.ts';
import { seededBareRepo, type BareRepo } from './bare-repo.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CONTENT_PATHS = ['pages', 'forms', 'public'] as const;

export type TestTeamServer = Omit<TeamServer, 'remote'> & { remote: BareRepo };

export async function startTeamServer(
  options: { args?: readonly string[]; env?: Record<string, string> } = {},
): Promise<TestTeamServer> {
  const remote = seededBareRepo({ copy: { from: ROOT, paths: CONTENT_PATHS } });
  const server = await startTeamServerProcess({ remote: remote.path, ...options });
  return {
    ...server,
    remote,
    async remove() {
      await server.remove();
      remote.remove();
    },
  };
}
