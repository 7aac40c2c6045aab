/**
 * The deploy queue over a real database file, a real bare repository, real folders, a real
 * executable and a real HTTP host, with the stand-in engine of tests/support/stand-in-deploy.ts
 * (the engine's own tests build the whole site): one deploy at a time, live or failed in words
 * per target, a restart loses nothing, retries by hand and by themselves with back-off.
 */
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDeployQueue, type DeployQueue } from '../../../src/deploy/deploy-queue.ts';
import type { DeployClock } from '../../../src/deploy/retry-timing.ts';
import { dirTarget } from '../../../src/deploy/targets/dir.ts';
import type { BuildRelease } from '../../../src/deploy/types.ts';
import { listAudit } from '../../../src/studio/team/auth/audit.ts';
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

/** A clock that stands still, and the retry timers it was asked for. */
function handClock(start = Date.UTC(2026, 11, 5, 14, 0, 0)) {
  let at = start;
  const timers: { at: number; run: () => void }[] = [];
  const clock: DeployClock = {
    now: () => at,
    later(run, ms) {
      const timer = { at: at + ms, run };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
  };
  return {
    clock,
    timers,
    /** Moves on and fires the timers now due, as time passing would. */
    advance(ms: number) {
      at += ms;
      for (const timer of timers.filter((t) => t.at <= at)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

/** A repository with three pages, a data folder and its database. */
async function setUp() {
  const repo = seededBareRepo({
    files: {
      'pages/index.yaml': 'title: Home\n',
      'pages/pricing.yaml': 'title: Pricing\n',
      'pages/about.yaml': 'title: About\n',
      'pages/_site.yaml': 'name: Site\n',
    },
  });
  cleanups.push(repo.remove);
  const dataDir = folder('deploy-data-');
  let database = await openDatabase(dataDir);
  cleanups.push(() => database.close());
  const head = () =>
    commitToBranch(repo.path, 'main', {
      'pages/pricing.yaml': `title: Pricing ${Math.random()}\n`,
    });
  return {
    repo,
    dataDir,
    head,
    db: () => database.client,
    async reopen() {
      database.close();
      database = await openDatabase(dataDir);
      return database;
    },
  };
}

function queueOn(
  setup: { repo: { path: string }; dataDir: string; db: () => StudioDatabase['client'] },
  specs: string[],
  extra: { clock?: DeployClock; buildRelease?: BuildRelease } = {},
): DeployQueue {
  const queue = createDeployQueue({
    db: setup.db(),
    buildRelease: extra.buildRelease ?? standInBuildRelease,
    targets: standInTargets(specs),
    repository: setup.repo.path,
    dataDir: setup.dataDir,
    clock: extra.clock,
  });
  cleanups.push(() => queue.stop());
  return queue;
}

/** A real executable: the host's CLI stand-in, failing with a reason while `fail` says so. */
function hostCommand(fail: boolean) {
  const dir = folder('deploy-command-');
  const path = join(dir, 'push-site');
  const write = (failing: boolean) => {
    writeFileSync(
      path,
      failing
        ? '#!/bin/sh\necho "uploading $1"\necho "the host refused the upload: quota exceeded" >&2\nexit 3\n'
        : '#!/bin/sh\necho "uploaded $1"\n',
    );
    chmodSync(path, 0o755);
  };
  write(fail);
  return { spec: `command:${path}`, write };
}

describe('the deploy queue', () => {
  it('builds a published commit once and makes it live on every target, recorded and audited', async () => {
    const setup = await setUp();
    const site = folder('deploy-dir-');
    const command = hostCommand(false);
    const queue = queueOn(setup, [`dir:${site}`, command.spec]);
    await queue.start();
    const commit = setup.head();
    const id = await queue.enqueue(commit, PUBLISHER);
    await queue.idle();

    const view = await queue.view();
    const deploy = view.deploys[0]!;
    expect(deploy).toMatchObject({ id, commit, state: 'live', publishedByName: 'Pat Publisher' });
    expect(deploy).toMatchObject({ pagesDone: 3, pagesTotal: 3 });
    expect(deploy.targets.map((t) => [t.target, t.state, t.attempts])).toEqual([
      [`dir:${site}`, 'live', 1],
      [command.spec, 'live', 1],
    ]);
    expect(deploy.targets[1]!.output).toContain('uploaded ');
    // The dir target's current release is the one built, holding the commit's pages.
    const current = readlinkSync(join(site, 'current'));
    expect(current).toBe(`releases/${deploy.release!.id}`);
    expect(readFileSync(join(site, 'current', 'pricing', 'index.html'), 'utf8')).toContain(commit);
    expect(view.targets.map((t) => [t.name, t.live?.commit, t.live?.publishedByName])).toEqual([
      [`dir:${site}`, commit, 'Pat Publisher'],
      [command.spec, commit, 'Pat Publisher'],
    ]);
    const audit = await listAudit(setup.db(), {});
    expect(audit.events.map((event) => event.action).reverse()).toEqual([
      'deploy-start',
      'deploy-end',
    ]);
    expect(audit.events[0]!.detail).toMatchObject({ deploy: id, state: 'live' });
  });

  it('says why a target failed, in words, keeps its output, and what is still live there', async () => {
    const setup = await setUp();
    const command = hostCommand(false);
    const queue = queueOn(setup, [command.spec]);
    await queue.start();
    const first = setup.head();
    await queue.enqueue(first, PUBLISHER);
    await queue.idle();
    command.write(true);
    const second = setup.head();
    const id = await queue.enqueue(second, PUBLISHER);
    await queue.idle();

    const view = await queue.view();
    const failed = view.deploys[0]!;
    expect(failed).toMatchObject({ id, state: 'failed' });
    expect(failed.targets[0]).toMatchObject({
      state: 'failed',
      message: 'push-site exited with status 3: the host refused the upload: quota exceeded.',
      nextRetryAt: null,
    });
    expect(failed.targets[0]!.output).toContain('uploading ');
    // The newest failed: the version before is the one still live there.
    expect(view.targets[0]!.live?.commit).toBe(first);

    // The Retry button: refused for an older deploy, taken for the newest once the host is fixed.
    expect(await queue.retry(view.deploys[1]!.id, PUBLISHER)).toMatchObject({ kind: 'refused' });
    command.write(false);
    expect(await queue.retry(id!, PUBLISHER)).toMatchObject({ kind: 'queued' });
    await queue.idle();
    const after = await queue.view();
    expect(after.deploys[0]).toMatchObject({ id, state: 'live' });
    expect(after.deploys[0]!.targets[0]).toMatchObject({ state: 'live', attempts: 2 });
    expect(after.targets[0]!.live?.commit).toBe(second);
    // The release was built once: the retry handed out the same one.
    expect(after.deploys[0]!.release).toEqual(failed.release);
    expect(await queue.retry(id!, PUBLISHER)).toMatchObject({ kind: 'refused' });
    const retries = await listAudit(setup.db(), { action: 'deploy-retry' });
    expect(retries.events.map((event) => event.actorEmail)).toEqual([PUBLISHER.email]);
  });

  it('a failed build fails the deploy in words and leaves every target as it was', async () => {
    const setup = await setUp();
    const site = folder('deploy-dir-');
    const queue = queueOn(setup, [`dir:${site}`]);
    await queue.start();
    const id = await queue.enqueue('0'.repeat(40), PUBLISHER);
    await queue.idle();
    const [deploy] = (await queue.view()).deploys;
    expect(deploy).toMatchObject({ id, state: 'failed', release: null });
    expect(deploy!.message).toMatch(/^the build stopped: /);
    expect(deploy!.targets[0]).toMatchObject({
      state: 'failed',
      message: 'Not deployed here: the build failed.',
    });
    expect(existsSync(join(site, 'current'))).toBe(false);
  });

  it('survives a restart: a deploy cut short while building is built again, queued ones run', async () => {
    const setup = await setUp();
    const site = folder('deploy-dir-');
    // A build that never ends by itself: the process stops in the middle of it.
    let started!: () => void;
    const building = new Promise<void>((resolve) => (started = resolve));
    const endless: BuildRelease = ({ signal, onProgress }) =>
      new Promise((_, reject) => {
        onProgress?.({ pagesDone: 1, pagesTotal: 3 });
        started();
        signal?.addEventListener('abort', () => reject(new Error('stopped')));
      });
    const before = queueOn(setup, [`dir:${site}`], { buildRelease: endless });
    await before.start();
    const first = setup.head();
    const firstId = await before.enqueue(first, PUBLISHER);
    const second = setup.head();
    const secondId = await before.enqueue(second, PUBLISHER);
    await building;
    expect((await before.view()).deploys.map((d) => [d.id, d.state])).toEqual([
      [secondId, 'queued'],
      [firstId, 'building'],
    ]);
    await before.stop();
    await setup.reopen();

    const after = queueOn(setup, [`dir:${site}`]);
    await after.start();
    await after.idle();
    const view = await after.view();
    expect(view.deploys.map((d) => [d.id, d.state, d.pagesDone, d.pagesTotal])).toEqual([
      [secondId, 'live', 3, 3],
      [firstId, 'live', 3, 3],
    ]);
    expect(view.targets[0]!.live?.commit).toBe(second);
    expect(readFileSync(join(site, 'current', 'index.html'), 'utf8')).toContain(second);
  });

  it('retries an unreachable target by itself, waiting 30 s, then 60 s, until it answers', async () => {
    const setup = await setUp();
    const time = handClock();
    // A port nobody listens on yet: the host is down.
    const host: Server = createServer((request, response) =>
      request.resume().on('end', () => response.end('ok')),
    );
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const port = (host.address() as { port: number }).port;
    await new Promise<void>((resolve) => host.close(() => resolve()));
    const queue = queueOn(setup, [`http:${port}`], { clock: time.clock });
    await queue.start();
    const start = time.clock.now();
    const id = await queue.enqueue(setup.head(), PUBLISHER);
    await queue.idle();
    const target = async () => (await queue.view()).deploys[0]!.targets[0]!;
    expect(await target()).toMatchObject({
      state: 'failed',
      attempts: 1,
      nextRetryAt: start + 30_000,
    });
    expect((await target()).message).toMatch(/did not answer \(ECONNREFUSED\)/);
    expect(time.timers.map((timer) => timer.at)).toEqual([start + 30_000]);

    time.advance(29_999);
    await queue.idle();
    expect(await target()).toMatchObject({ attempts: 1 });
    time.advance(1);
    await queue.idle();
    expect(await target()).toMatchObject({
      state: 'failed',
      attempts: 2,
      nextRetryAt: start + 90_000,
    });

    // The host comes back; the next retry, 60 s later, makes the deploy live.
    await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => host.close(() => resolve())));
    time.advance(60_000);
    await queue.idle();
    const view = await queue.view();
    expect(view.deploys[0]).toMatchObject({ id, state: 'live' });
    expect(view.deploys[0]!.targets[0]).toMatchObject({
      state: 'live',
      attempts: 3,
      nextRetryAt: null,
    });
    expect(view.targets[0]!.live?.address).toBe(`http://127.0.0.1:${port}/`);
    const retries = await listAudit(setup.db(), { action: 'deploy-retry' });
    expect(retries.events.map((event) => [event.actorEmail, event.detail.automatic])).toEqual([
      ['studio:deploy', true],
      ['studio:deploy', true],
    ]);
  });

  it('queues nothing without targets, and main’s head at a start only when it was never deployed', async () => {
    const setup = await setUp();
    expect(await queueOn(setup, []).enqueue(setup.head(), PUBLISHER)).toBeNull();
    const queue = queueOn(setup, [`dir:${folder('deploy-dir-')}`]);
    const head = setup.head();
    expect(await queue.enqueueIfNew(head)).not.toBeNull();
    expect(await queue.enqueueIfNew(head)).toBeNull();
  });
});

describe("a rollback's switch back", () => {
  it('makes the kept release live again on each target without a build, and hands it over where it is gone', async () => {
    const setup = await setUp();
    const [kept, pruned] = [folder('deploy-dir-'), folder('deploy-dir-')];
    let builds = 0;
    const counting: BuildRelease = (input) => {
      builds += 1;
      return standInBuildRelease(input);
    };
    const queue = createDeployQueue({
      db: setup.db(),
      buildRelease: counting,
      targets: [dirTarget(kept), dirTarget(pruned)],
      repository: setup.repo.path,
      dataDir: setup.dataDir,
    });
    cleanups.push(() => queue.stop());
    await queue.start();
    const first = setup.head();
    const firstId = (await queue.enqueue(first, PUBLISHER))!;
    await queue.idle();
    await queue.enqueue(setup.head(), PUBLISHER);
    await queue.idle();
    const release = (await queue.view()).deploys[1]!.release!;
    // One target no longer keeps the first release (as its pruning would leave it).
    rmSync(join(pruned, 'releases', release.id), { recursive: true });

    const restoring = setup.head();
    const id = await queue.enqueue(restoring, PUBLISHER, {
      deployId: firstId,
      switchBackTo: { ...release, buildDate: '2026-11-20' },
    });
    await queue.idle();

    expect(builds).toBe(2);
    const deploy = (await queue.view()).deploys[0]!;
    expect(deploy).toMatchObject({ id, commit: restoring, state: 'live', switchBack: true });
    expect(deploy).toMatchObject({ restoresDeploy: firstId, buildDate: '2026-11-20' });
    expect(deploy.release!.id).toBe(release.id);
    for (const site of [kept, pruned]) {
      expect(readlinkSync(join(site, 'current'))).toBe(join('releases', release.id));
      expect(readFileSync(join(site, 'current', 'pricing', 'index.html'), 'utf8')).toContain(first);
    }
    expect(deploy.targets[0]!.output).toContain('is live again');
    expect(deploy.targets[1]!.output).toContain('is no longer kept there');
    expect(deploy.targets[1]!.output).toContain('deployed instead');
  });
});
