/**
 * The team studio for the end-to-end tests: the server as a process over a bare repository
 * seeded from this project's content (what the validator reads), removed with it; or, for a
 * test of the real deploy engine, over one holding the whole project (what a build reads).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { seedInstalledPackages, siteRepository } from '../../src/cli/bench/site-repository.ts';
import { copyProject } from '../../src/cli/project-copy.ts';
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
    /**
     * Main holds the whole project (sources, lockfile), as a real studio's remote does, and the
     * data folder this project's installed packages for its lockfile: the real engine builds it
     * without an `npm ci`.
     */
    wholeProject?: boolean;
  } = {},
): Promise<TestTeamServer> {
  const { files, wholeProject, ...processOptions } = options;
  const remote = wholeProject
    ? wholeProjectRepo()
    : seededBareRepo({ copy: { from: ROOT, paths: CONTENT_PATHS }, files });
  const server = await startTeamServerProcess({
    remote: remote.path,
    ...(wholeProject ? { prepareData: (dataDir) => seedInstalledPackages(dataDir, ROOT) } : {}),
    ...processOptions,
  });
  return {
    ...server,
    remote,
    async remove() {
      await server.remove();
      remote.remove();
    },
  };
}

/** A bare repository whose main is one commit of this project's sources, lockfile and .gitignore. */
function wholeProjectRepo(): BareRepo {
  const scratch = mkdtempSync(join(tmpdir(), 'team-project-'));
  try {
    const copy = copyProject(scratch, ROOT);
    const path = siteRepository(copy.root, ROOT);
    const root = dirname(path);
    return {
      path,
      root,
      name: basename(path),
      remove: () => rmSync(root, { recursive: true, force: true }),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
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
