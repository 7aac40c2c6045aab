/**
 * A target added at a restart: the studio, as a process, runs with `serve` and a `dir:` folder,
 * publishes once, stops, and starts again with one more `--deploy command:<a real executable>`.
 * At that start the new target gets the version live on the others, in a deploy of its own that
 * hands it the kept release (no build), which the Live site view says in words; the other
 * targets get nothing new. The host refuses first: a failed target like any, in words, retried.
 * A `kill -9` after the host took it (`deploy:after-switch`): the next start finishes that
 * deploy, and queues no second one; nor does any later start.
 *
 * The targets are the engine's; the build is the stand-in's (tests/support/stand-in-deploy.ts),
 * whose releases live under `<data>/stand-in-releases/`: a new build would add one there.
 */
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { freePort } from '../../src/cli/bench/team-server-process.ts';
import type { DeploysAnswer } from '../../src/studio/team/server/deploys-api.ts';
import { signInTeam, type Team } from '../support/team-people.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { aboutWith, approvedDraft, ABOUT_PAGE } from '../support/team-drafts.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';

setupBrowser();

const ENV = { BUILD_DATE: TEST_BUILD_DATE };
const DEPLOY_MS = 30_000;
const MARKER = 'Live before the host was added';

let server: TestTeamServer;
let team: Team;
let folders: string;
const siteDir = () => join(folders, 'site');
const host = () => join(folders, 'host-cli');
/** What the host received: a copy of each release folder it was given, and one line per run. */
const received = () => join(folders, 'host-received');
const runs = () => join(folders, 'host-runs');

/** The host's CLI: it keeps a copy of the release it is given, or refuses with a reason. */
function hostRefuses(refuses: boolean) {
  writeFileSync(
    host(),
    refuses
      ? '#!/bin/sh\necho "the host refused the upload: account not verified" >&2\nexit 4\n'
      : `#!/bin/sh\nset -e\nrm -rf '${received()}'\ncp -R "$1" '${received()}'\necho "$DEPLOY_RELEASE_ID $DEPLOY_COMMIT" >> '${runs()}'\necho "uploaded $1"\n`,
  );
  chmodSync(host(), 0o755);
}

beforeAll(async () => {
  folders = mkdtempSync(join(tmpdir(), 'team-new-target-'));
  server = await startTeamServer({
    entry: 'tests/support/studio-team-stand-in.ts',
    site: { port: await freePort() },
    args: ['--test-hooks', '--deploy', `dir:${siteDir()}`],
    env: ENV,
  });
  team = await signInTeam(server);
}, 120_000);

afterAll(async () => {
  await server?.remove();
  rmSync(folders, { recursive: true, force: true });
});

const api = () => teamApiClient(server.base);
const view = async (as: Person = team.admin) =>
  (await api().call('GET', 'deploys', { as })).body as unknown as DeploysAnswer;
const newest = async () => (await view()).deploys[0];

/** What the serve and dir: targets have: their links, their folders, and the builds made. */
function onDisk() {
  const list = (folder: string) => (existsSync(folder) ? readdirSync(folder).sort() : []);
  return {
    serve: readlinkSync(join(server.dataDir, 'deploy', 'site', 'current')),
    dir: readlinkSync(join(siteDir(), 'current')),
    dirReleases: list(join(siteDir(), 'releases')),
    builds: list(join(server.dataDir, 'stand-in-releases')),
  };
}

describe('a target added at a restart', () => {
  it('gets the version live on the others at the start, from its kept release, said in words; the others get nothing new', async () => {
    await expect.poll(async () => (await newest())?.state, { timeout: DEPLOY_MS }).toBe('live');
    const draft = await approvedDraft(server.base, team, {
      name: 'About, before the host',
      path: ABOUT_PAGE,
      text: aboutWith(MARKER),
    });
    const published = await api().call('POST', `drafts/${draft}/publish`, { as: team.admin });
    expect(published.body).toMatchObject({ kind: 'published' });
    const commit = published.body.commit as string;
    await expect
      .poll(async () => [(await newest())?.commit, (await newest())?.state], {
        timeout: DEPLOY_MS,
      })
      .toEqual([commit, 'live']);
    const live = (await newest())!;
    const before = onDisk();

    // The admin adds a host; it refuses at first.
    hostRefuses(true);
    const command = `command:${host()}`;
    await server.stop();
    await server.start(ENV, ['--deploy', command]);
    await expect.poll(async () => (await newest())?.state, { timeout: DEPLOY_MS }).toBe('failed');
    const failed = (await newest())!;
    expect(failed).toMatchObject({
      id: live.id + 1,
      commit,
      catchesUpDeploy: live.id,
      switchBack: true,
      release: live.release,
    });
    expect(failed.targets.map((target) => [target.target, target.state])).toEqual([
      [command, 'failed'],
    ]);
    expect(failed.targets[0]!.message).toBe(
      `${command} failed (exit code 4): the host refused the upload: account not verified`,
    );
    expect(server.output()).toContain(
      `studio: ${command}: new since the last start; deploy ${failed.id} puts the live version ${commit.slice(0, 12)} there`,
    );

    // Fixed, retried: live there, from the same release, and the host holds it.
    hostRefuses(false);
    const retried = await api().call('POST', `deploys/${failed.id}/retry`, { as: team.admin });
    expect(retried.status).toBe(200);
    await expect.poll(async () => (await newest())?.state, { timeout: DEPLOY_MS }).toBe('live');
    const targets = (await view(team.editor)).targets;
    expect(
      targets.map((target) => [target.name, target.live?.deployId, target.live?.commit]),
    ).toEqual([
      ['serve', live.id, commit],
      [`dir:${siteDir()}`, live.id, commit],
      [command, failed.id, commit],
    ]);
    expect(readFileSync(runs(), 'utf8')).toBe(`${live.release!.id} ${commit}\n`);
    expect(readFileSync(join(received(), 'about', 'index.html'), 'utf8')).toContain(MARKER);
    // No build, no new deploy on the folder or the studio's own site.
    expect(onDisk()).toEqual(before);

    // The Live site view, in words.
    const { page } = await openPage('', { width: 1280, height: 900 });
    await page.goto(`${server.base}/studio/`);
    await page.getByLabel('E-mail').fill('ed@example.com');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Live site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Live site' });
    const card = dialog.getByRole('article', { name: new RegExp(`^Deploy ${failed.id}:`) });
    await card.waitFor();
    await walkShot(page, 'live-site-new-target', { shown: card });
    const words = await card.textContent();
    expect(words).toContain(`Put on the new target Command ${host()}, at the studio’s start, `);
    expect(words).toContain(
      `The version of deploy ${live.id}, live on the other targets: its kept release, handed out without a build.`,
    );
    expect(await dialog.textContent()).not.toContain('Nothing is live here yet');
    // What is live there is what the publisher published.
    expect(
      await dialog.getByText(`${commit.slice(0, 7)}, published by Ada Admin, live since`).count(),
    ).toBe(3);
    await page.close();
  }, 240_000);

  it('a kill -9 after the host took it: the next start finishes that deploy, and no start queues another', async () => {
    const all = async () => (await view()).deploys.map((deploy) => [deploy.id, deploy.state]);
    const command = `command:${host()}`;
    const other = join(folders, 'other-host');
    writeFileSync(other, `#!/bin/sh\necho "$DEPLOY_RELEASE_ID" >> '${other}.runs'\n`);
    chmodSync(other, 0o755);
    const deploysBefore = await all();
    const before = onDisk();

    await server.stop();
    // The deploy runs as the studio starts: it may die before or after it listens.
    await server
      .start({ ...ENV, STUDIO_CRASH_AT: 'deploy:after-switch' }, [
        '--deploy',
        command,
        '--deploy',
        `command:${other}`,
      ])
      .catch((error: Error) => expect(error.message).toMatch(/exited with 137/));
    const ended = await server.exited();
    expect(ended.signal === 'SIGKILL' || ended.code === 137).toBe(true);
    expect(server.output()).toContain('crash point deploy:after-switch: kill -9');

    await server.start(ENV, ['--deploy', command, '--deploy', `command:${other}`]);
    const id = (deploysBefore[0]![0] as number) + 1;
    await expect.poll(all, { timeout: DEPLOY_MS }).toEqual([[id, 'live'], ...deploysBefore]);
    const caughtUp = (await newest())!;
    expect(caughtUp.targets.map((target) => [target.target, target.state])).toEqual([
      [`command:${other}`, 'live'],
    ]);
    expect(server.output()).toContain(`deploy ${id} was cut short`);
    // The second host was handed the live version's release: once before the kill, once after.
    const version = (await view()).deploys.find(
      (deploy) => deploy.id === caughtUp.catchesUpDeploy,
    )!;
    expect(caughtUp).toMatchObject({ commit: version.commit, release: version.release });
    expect(readFileSync(`${other}.runs`, 'utf8')).toBe(`${version.release!.id}\n`.repeat(2));

    // Once more: every target has the live version; nothing is queued, nothing sent again.
    await server.stop();
    await server.start(ENV, ['--deploy', command, '--deploy', `command:${other}`]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await all()).toEqual([[id, 'live'], ...deploysBefore]);
    expect(readFileSync(runs(), 'utf8').trim().split('\n')).toHaveLength(1);
    expect(onDisk()).toEqual(before);
  }, 180_000);
});
