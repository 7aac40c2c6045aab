/**
 * Rolling the live site back, in Chromium: a publisher opens the Live site view, picks an
 * earlier version ("Restore this version"), reads what changes back and restores it: three
 * clicks. The studio, a process, commits the earlier content on main (the bare repository's
 * main holds it, one new commit in the publisher's name, no revert) and the `serve` site, fetched
 * over HTTP, serves the earlier version again: switched back at once to its kept release when it
 * was built today, built again when it was built on another day (the studio restarted with the
 * next BUILD_DATE). An open draft sees main moved; the change rolled back, published again by a
 * new draft, goes live again. Refusals (wrong role, no such deploy, nothing to restore) change
 * nothing.
 *
 * The targets and the site server are the engine's; the build is the stand-in's
 * (tests/support/stand-in-deploy.ts: each page's source in an HTML file, in a blink).
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { freePort } from '../../src/cli/bench/team-server-process.ts';
import type { DeploysAnswer } from '../../src/studio/team/server/deploys-api.ts';
import { acceptInvitation, TEST_PASSWORD } from '../support/accept-invitation.ts';
import { git, refOf, showFile } from '../support/bare-repo.ts';
import { signInTeam, type Team } from '../support/team-people.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';
import { aboutWith, approvedDraft } from '../support/team-drafts.ts';

setupBrowser();

const ROOT = resolve(import.meta.dirname, '../..');
const DEPLOY_MS = 30_000;
const PAGE = 'pages/about.yaml';
const MARKER = 'A price that should never have gone live';
/** The day of the first releases, and the next day, when a kept release is out of date. */
const DAY_ONE = { BUILD_DATE: '2026-11-19' };
const DAY_TWO = { BUILD_DATE: '2026-11-20' };

let server: TestTeamServer;
let team: Team;
let publisher: Person;
let publisherPage: Page;
let folders: string;
let sitePort: number;

const original = readFileSync(join(ROOT, PAGE), 'utf8');

const api = () => teamApiClient(server.base);
const call = (method: string, path: string, as: Person, body?: unknown) =>
  api().call(method, path, { as, body });
const deploys = async () =>
  (await call('GET', 'deploys', team.admin)).body as unknown as DeploysAnswer;
const mainOf = () => refOf(server.remote.path, 'refs/heads/main')!;
const served = async (route = '/about/') =>
  (await fetch(`http://127.0.0.1:${sitePort}${route}`)).text();

/** Waits until the newest deploy is live, and returns it. */
async function newestLive() {
  await expect
    .poll(async () => (await deploys()).deploys[0]?.state, { timeout: DEPLOY_MS })
    .toBe('live');
  return (await deploys()).deploys[0]!;
}

async function publish(id: string): Promise<string> {
  const published = await call('POST', `drafts/${id}/publish`, publisher);
  expect(published.body).toMatchObject({ kind: 'published' });
  return published.body.commit as string;
}

/** Whether the draft is told that main moved since it started. */
const mainMoved = async (id: string) =>
  ((await call('GET', `drafts/${id}`, team.editor)).body.main as { moved: boolean }).moved;

beforeAll(async () => {
  folders = mkdtempSync(join(tmpdir(), 'team-rollback-'));
  sitePort = await freePort();
  server = await startTeamServer({
    entry: 'tests/support/studio-team-stand-in.ts',
    site: { port: sitePort },
    args: ['--deploy', `dir:${join(folders, 'site')}`],
    env: DAY_ONE,
  });
  team = await signInTeam(server);
  const invited = await call('POST', 'users', team.admin, {
    email: 'pat@example.com',
    role: 'publisher',
    name: 'Pat Publisher',
  });
  const link = invited.body.link as string;
  const { page } = await openPage('', { width: 1280, height: 900 });
  publisherPage = await acceptInvitation(page, link, 'Pat Publisher');
  // The same person over the API too (a session of their own), for the steps around the clicks.
  const signedIn = await api().call('POST', 'sign-in', {
    body: { email: 'pat@example.com', password: TEST_PASSWORD },
  });
  expect(signedIn.status).toBe(200);
  publisher = { cookie: signedIn.cookie.split(';')[0]!, csrf: signedIn.body.csrfToken as string };
}, 120_000);

afterAll(async () => {
  await server?.remove();
  rmSync(folders, { recursive: true, force: true });
});

describe('rolling the live site back', () => {
  it('restores an earlier version on the served site and in Git in three clicks; publishing the change again puts it live again', async () => {
    const first = await newestLive();
    expect(await served()).not.toContain(MARKER);
    const wrong = await approvedDraft(server.base, team, {
      name: 'A wrong price',
      path: PAGE,
      text: aboutWith(MARKER, original),
    });
    const wrongCommit = await publish(wrong);
    const second = await newestLive();
    expect(second.commit).toBe(wrongCommit);
    expect(await served()).toContain(MARKER);
    // An editor's draft, open while the rollback happens.
    const open = (await call('POST', 'drafts', team.editor, { name: 'Pricing, later' })).body
      .id as string;
    expect(await mainMoved(open)).toBe(false);

    // Refused: not a publisher's, no such deploy. Nothing changes.
    const before = { main: mainOf(), deploys: (await deploys()).deploys.length };
    for (const as of [team.editor, team.reviewer]) {
      const refused = await call('POST', `deploys/${first.id}/restore`, as);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(
        'Only publishers and admins can restore an earlier version of the site.',
      );
    }
    const missing = await call('POST', 'deploys/999/restore', publisher);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('There is no deploy 999.');
    const noToken = await api().call('POST', `deploys/${first.id}/restore`, {
      as: publisher,
      headers: { 'X-Studio-Token': '' },
    });
    expect(noToken.status).toBe(403);
    expect({ main: mainOf(), deploys: (await deploys()).deploys.length }).toEqual(before);

    // An editor sees the earlier versions, not the button (the app reads the role table).
    const { page: editorPage } = await openPage('', { width: 1280, height: 900 });
    await editorPage.goto(`${server.base}/studio/`);
    await editorPage.getByLabel('E-mail').fill('ed@example.com');
    await editorPage.getByLabel('Password').fill('correct horse battery');
    await editorPage.getByRole('button', { name: 'Sign in' }).click();
    await editorPage.getByRole('button', { name: 'Live site' }).click();
    const editorView = editorPage.getByRole('dialog', { name: 'Live site' });
    // The earlier versions' list (a deploy's card above has the same name, and a state).
    await editorView
      .getByRole('region', { name: 'Earlier versions' })
      .getByRole('article', { name: /^Deploy 1:/ })
      .waitFor();
    expect(await editorView.getByRole('button', { name: 'Restore this version' }).count()).toBe(0);

    // The publisher: Live site, Restore this version (deploy 1), Restore deploy 1.
    const page = publisherPage;
    await page.reload();
    await page.getByRole('button', { name: 'Live site' }).click();
    const view = page.getByRole('dialog', { name: 'Live site' });
    const versions = view.getByRole('region', { name: 'Earlier versions' });
    const wrongRelease = versions.getByRole('article', { name: /^Deploy 2:/ });
    await wrongRelease.waitFor();
    expect(await wrongRelease.textContent()).toContain('(live now)');
    expect(await wrongRelease.textContent()).toContain('Published by Pat Publisher');
    expect(await wrongRelease.textContent()).toContain(
      `${PAGE} (/about): Text (block 2) › Sections 1 › Paragraphs 2`,
    );
    expect(await wrongRelease.getByRole('button', { name: 'Restore this version' }).count()).toBe(
      0,
    );
    await walkShot(page, 'live-site-releases', { shown: versions });
    const restoreButton = versions
      .getByRole('article', { name: /^Deploy 1:/ })
      .getByRole('button', { name: 'Restore this version' });
    await restoreButton.click();
    const confirm = page.getByRole('dialog', { name: 'Restore deploy 1?' });
    await confirm.waitFor();
    expect(await confirm.getByRole('list', { name: 'What changes back' }).textContent()).toContain(
      PAGE,
    );
    expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);
    await walkShot(page, 'live-site-restore-confirm');
    // Escape changes nothing and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await restoreButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(mainOf()).toBe(before.main);
    await restoreButton.click();
    const clicked = Date.now();
    await confirm.getByRole('button', { name: 'Restore deploy 1' }).click();
    await expect
      .poll(() => view.getByRole('status').textContent(), { timeout: DEPLOY_MS })
      .toMatch(/Restored deploy 1 as [0-9a-f]{7}: the site switches back to it now\./);
    // Kept and built today: the site serves the first release again, at once.
    await expect.poll(() => served(), { timeout: 10_000, interval: 100 }).not.toContain(MARKER);
    const switchMs = Date.now() - clicked;
    expect(await served()).toContain(`commit ${first.commit}`);
    expect(switchMs).toBeLessThan(10_000);

    // Git: one new commit on main, by the publisher, in words, with the content as it was.
    const restored = mainOf();
    expect(git(server.remote.path, ['rev-list', '--parents', '-n', '1', restored]).trim()).toBe(
      `${restored} ${wrongCommit}`,
    );
    expect(git(server.remote.path, ['log', '-1', '--format=%an <%ae>%n%s', restored])).toMatch(
      /^Pat Publisher <pat@example\.com>\nRestored the site as published on .+ by the studio, at its start\n$/,
    );
    expect(showFile(server.remote.path, 'main', PAGE)).toBe(original);
    const third = await newestLive();
    expect(third).toMatchObject({ commit: restored, restoresDeploy: 1, switchBack: true });
    expect(third.release!.id).toBe(first.release!.id);
    // The open draft sees main moved, as after any publish; the audit log names the rollback.
    expect(await mainMoved(open)).toBe(true);
    const audit = await call('GET', 'audit?action=rollback', team.admin);
    expect((audit.body.events as unknown[])[0]).toMatchObject({
      actorEmail: 'pat@example.com',
      commits: [restored, first.commit],
    });

    // Restoring what main holds already: refused in words, nothing changes.
    const again = await call('POST', `deploys/${first.id}/restore`, publisher);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      'The site’s content is already as deploy 1 published it: there is nothing to restore.',
    );
    expect(mainOf()).toBe(restored);

    // The change, published again by a new draft, goes live again.
    const republished = await publish(
      await approvedDraft(server.base, team, {
        name: 'The price, again',
        path: PAGE,
        text: aboutWith(MARKER, original),
      }),
    );
    expect((await newestLive()).commit).toBe(republished);
    expect(await served()).toContain(MARKER);
    expect(showFile(server.remote.path, 'main', PAGE)).toBe(aboutWith(MARKER, original));

    // The next day the kept release is out of date: the restored content is built again.
    await server.stop();
    await server.start(DAY_TWO);
    const next = await call('POST', `deploys/${first.id}/restore`, publisher);
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({
      kind: 'restored',
      switchedBack: false,
      why: 'it was built for 2026-11-19, and today is 2026-11-20',
    });
    const rebuilt = await newestLive();
    expect(rebuilt).toMatchObject({
      commit: next.body.commit,
      restoresDeploy: 1,
      switchBack: false,
      buildDate: '2026-11-20',
    });
    expect(await served()).not.toContain(MARKER);
    expect(await served()).toContain(`commit ${next.body.commit}`);
    expect(showFile(server.remote.path, 'main', PAGE)).toBe(original);
  }, 240_000);
});
