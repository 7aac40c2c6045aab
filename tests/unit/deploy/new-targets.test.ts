/**
 * Targets added at a restart, at the queue's start (src/deploy/new-targets.ts), over a real
 * database file, a real bare repository and real folders, with the stand-in build: the cases
 * the end-to-end test (tests/e2e/team-studio-new-target.test.ts) does not reach: a publish still
 * queued when the target is added, and a live release no longer kept.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDeployQueue } from '../../../src/deploy/deploy-queue.ts';
import type { BuildRelease } from '../../../src/deploy/types.ts';
import { openDatabase, type StudioDatabase } from '../../../src/studio/team/db/open.ts';
import { commitToBranch, seededBareRepo } from '../../support/bare-repo.ts';
import { standInBuildRelease, standInTargets } from '../../support/stand-in-deploy.ts';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const PUBLISHER = { userId: 'u_1', email: 'pat@example.com', name: 'Pat Publisher' };

function folder(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function setUp() {
  const repo = seededBareRepo({
    files: { 'pages/index.yaml': 'title: Home\n', 'pages/_site.yaml': 'name: Site\n' },
  });
  cleanups.push(repo.remove);
  const dataDir = folder('new-target-data-');
  let database: StudioDatabase = await openDatabase(dataDir);
  cleanups.push(() => database.close());
  const builds: string[] = [];
  const counted: BuildRelease = async (input) => {
    builds.push(input.commit);
    return standInBuildRelease(input);
  };
  return {
    dataDir,
    builds,
    head: () =>
      commitToBranch(repo.path, 'main', { 'pages/index.yaml': `title: ${Math.random()}\n` }),
    /** The queue of a studio started with these targets (the database opened anew). */
    async queue(specs: string[], buildRelease: BuildRelease = counted) {
      database.close();
      database = await openDatabase(dataDir);
      const queue = createDeployQueue({
        db: database.client,
        buildRelease,
        targets: standInTargets(specs),
        repository: repo.path,
        dataDir,
      });
      cleanups.push(() => queue.stop());
      await queue.start();
      await queue.idle();
      return queue;
    },
  };
}

/** A studio whose one target (`dir:a`) has a publish live, stopped; `b` is the target to add. */
async function publishedOnOneTarget() {
  const setup = await setUp();
  const [a, b] = [folder('new-target-a-'), folder('new-target-b-')];
  const first = await setup.queue([`dir:${a}`]);
  const live = setup.head();
  await first.enqueue(live, PUBLISHER);
  await first.idle();
  await first.stop();
  return { setup, a, b, live };
}

describe('a target added at a restart', () => {
  it('joins a publish still queued: one deploy, one build, live on every target', async () => {
    const { setup, a, b, live } = await publishedOnOneTarget();
    // A publish queued as the studio stopped: no deploy ran it yet.
    const stopped = await setup.queue([`dir:${a}`], () => new Promise(() => undefined));
    await stopped.stop();
    const queued = setup.head();
    const queuedId = await stopped.enqueue(queued, PUBLISHER);

    const after = await setup.queue([`dir:${a}`, `dir:${b}`]);
    const view = await after.view();
    expect(view.deploys.map((d) => [d.id, d.state, d.targets.map((t) => t.target)])).toEqual([
      [queuedId, 'live', [`dir:${a}`, `dir:${b}`]],
      [1, 'live', [`dir:${a}`]],
    ]);
    expect(view.targets.map((t) => t.live?.commit)).toEqual([queued, queued]);
    expect(readFileSync(join(b, 'current', 'index.html'), 'utf8')).toContain(queued);
    expect(setup.builds).toEqual([live, queued]);
  });

  it('builds the live version again when its release is no longer kept, and says so', async () => {
    const { setup, a, b, live } = await publishedOnOneTarget();
    rmSync(join(setup.dataDir, 'stand-in-releases'), { recursive: true });

    const after = await setup.queue([`dir:${a}`, `dir:${b}`]);
    const deploy = (await after.view()).deploys[0]!;
    expect(deploy).toMatchObject({ id: 2, commit: live, state: 'live', catchesUpDeploy: 1 });
    expect(deploy.switchBack).toBe(false);
    expect(deploy.targets.map((t) => t.target)).toEqual([`dir:${b}`]);
    expect(setup.builds).toEqual([live, live]);
    expect(readdirSync(join(a, 'releases'))).toHaveLength(1);
    expect(readFileSync(join(b, 'current', 'index.html'), 'utf8')).toContain(live);
  });
});
