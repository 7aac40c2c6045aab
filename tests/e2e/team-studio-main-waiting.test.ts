/**
 * What reached main outside the studio, in the Live site view: a developer pushes two commits
 * to the remote's main; everyone on the site team sees them under "On main, not live yet" (what
 * each says, who wrote it), an editor is told a publisher can put them live, and a publisher
 * puts them live from there: a deploy of main as they saw it, which reaches the folder, after
 * which nothing waits. Refusals over HTTP change nothing: an editor's (403), a main that moved
 * since it was seen (409), nothing waiting (409), no commit named (400). A Git host that does
 * not answer leaves main as last fetched, and the view says so.
 *
 * The studio is a process with the stand-in build (tests/support/stand-in-deploy.ts: the
 * commit's pages as HTML files in a blink) and a real folder target.
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import type { DeploysAnswer } from '../../src/studio/team/server/deploys-api.ts';
import type { MainWaiting } from '../../src/studio/team/server/main-waiting.ts';
import { commitToBranch, refOf, showFile } from '../support/bare-repo.ts';
import { signInTeam, type Team } from '../support/team-people.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { acceptInvitation } from '../support/accept-invitation.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';

setupBrowser();

const DEPLOY_MS = 30_000;
const DEVELOPER = { name: 'Dev Dana', email: 'dana@example.com' };
const FIRST = 'Say the phone line opens at 7 on the About page';
const SECOND = 'Fix a typo in the About page';
const MARKER = 'Our phone line opens at 7 a.m.';

let server: TestTeamServer;
let team: Team;
let editor: Page;
let folders: string;
const siteDir = () => join(folders, 'site');

const api = () => teamApiClient(server.base);
const deploys = async () =>
  (await api().call('GET', 'deploys', { as: team.admin })).body as unknown as DeploysAnswer;
const waiting = async (as: Person) =>
  (await api().call('GET', 'deploys/main', { as })).body as unknown as MainWaiting;
const putLive = (as: Person, head: unknown) =>
  api().call('POST', 'deploys/main', { as, body: { head } });
const auditOfPutLive = async () =>
  (await api().call('GET', 'audit?action=deploy-main', { as: team.admin })).body.events as {
    actorEmail: string;
    commits: string[];
  }[];

/** What a refusal must leave as it was: the deploys, the remote's main, the audit. */
const unchanged = async () => ({
  deploys: (await deploys()).deploys.map((deploy) => [deploy.id, deploy.state]),
  main: refOf(server.remote.path, 'refs/heads/main'),
  audit: (await auditOfPutLive()).length,
});

beforeAll(async () => {
  folders = mkdtempSync(join(tmpdir(), 'team-main-waiting-'));
  server = await startTeamServer({
    entry: 'tests/support/studio-team-stand-in.ts',
    args: ['--deploy', `dir:${siteDir()}`],
    env: { BUILD_DATE: TEST_BUILD_DATE },
  });
  team = await signInTeam(server);
}, 120_000);

afterAll(async () => {
  await server?.remove();
  rmSync(folders, { recursive: true, force: true });
});

async function joinAs(email: string, role: string, name: string): Promise<Page> {
  const invited = await api().call('POST', 'users', {
    as: team.admin,
    body: { email, role, name },
  });
  expect(invited.status).toBe(201);
  const { page } = await openPage('', { width: 1280, height: 900 });
  return acceptInvitation(page, invited.body.link as string, name);
}

async function openLiveSite(page: Page) {
  await page.getByRole('button', { name: 'Live site' }).click();
  const view = page.getByRole('dialog', { name: 'Live site' });
  await view.waitFor();
  return view;
}

describe('on main, not live yet', () => {
  it(
    'shows what a developer pushed to main, and a publisher puts it live from the Live site view',
    async () => {
      await expect
        .poll(async () => (await deploys()).deploys[0]?.state, { timeout: DEPLOY_MS })
        .toBe('live');
      // Nothing waits while main is what went live.
      expect(await waiting(team.admin)).toMatchObject({ count: 0, commits: [], fetched: true });

      // A developer pushes two commits to the remote's main, outside the studio.
      const about = showFile(server.remote.path, 'main', 'pages/about.yaml')!;
      const withMarker = about.replace(/^title: .*$/m, (line) => `${line}\n# ${MARKER}`);
      commitToBranch(
        server.remote.path,
        'main',
        { 'pages/about.yaml': withMarker },
        DEVELOPER,
        FIRST,
      );
      const head = commitToBranch(
        server.remote.path,
        'main',
        { 'pages/about.yaml': `${withMarker}\n` },
        DEVELOPER,
        SECOND,
      );

      // An editor sees them in words, and who may put them live; no button of their own.
      editor = await joinAs('eve@example.com', 'editor', 'Eve Editor');
      let view = await openLiveSite(editor);
      const section = view.getByRole('region', { name: 'On main, not live yet' });
      await section.waitFor();
      expect(await section.textContent()).toContain('2 changes reached main without a deploy');
      expect(await section.textContent()).toContain('a publisher can put them live now');
      const listed = section.getByRole('list', { name: 'Changes on main that are not live' });
      const items = await listed.getByRole('listitem').allTextContents();
      expect(items).toHaveLength(2);
      // Newest first, each with what it says and who wrote it.
      expect(items[0]).toContain(`“${SECOND}”, by Dev Dana`);
      expect(items[1]).toContain(`“${FIRST}”, by Dev Dana`);
      expect(await section.getByRole('button').count()).toBe(0);

      // The editor may not put them live over HTTP either; nor may a publisher name a commit
      // that is not main's head, nor no commit at all. Each refusal changes nothing.
      {
        const before = await unchanged();
        const refused = await putLive(team.editor, head);
        expect(refused.status).toBe(403);
        expect(refused.body.error).toBe(
          'Only publishers and admins can put main’s waiting changes live.',
        );
        const old = (await deploys()).deploys[0]!.commit;
        const moved = await putLive(team.admin, old);
        expect(moved.status).toBe(409);
        expect(moved.body.error).toMatch(/^Main has changed since you looked/);
        for (const bad of ['main', '--upload-pack=touch', 42, null, head.toUpperCase()]) {
          const answer = await putLive(team.admin, bad);
          expect({ bad, status: answer.status }).toEqual({ bad, status: 400 });
        }
        expect(await unchanged()).toEqual(before);
      }

      // The publisher puts them live from the view.
      const patPage = await joinAs('pat@example.com', 'publisher', 'Pat Publisher');
      view = await openLiveSite(patPage);
      const hers = view.getByRole('region', { name: 'On main, not live yet' });
      await hers.waitFor();
      expect((await new AxeBuilder({ page: patPage }).analyze()).violations).toEqual([]);
      await walkShot(patPage, 'live-site-main-waiting');
      await hers.getByRole('button', { name: 'Put them live now' }).click();
      // The view's status line says so (after what is under way: "Deploy 2 is queued.").
      await expect
        .poll(() => view.getByRole('status').textContent())
        .toContain('Deploy 2 is queued: main’s 2 changes go live with it.');
      await expect
        .poll(async () => (await deploys()).deploys[0]?.state, { timeout: DEPLOY_MS })
        .toBe('live');
      const deploy = (await deploys()).deploys[0]!;
      expect(deploy).toMatchObject({ id: 2, commit: head, publishedByName: 'Pat Publisher' });
      expect(readFileSync(join(siteDir(), 'current/about/index.html'), 'utf8')).toContain(MARKER);
      // Taken: the section goes once the view reads again.
      await expect.poll(() => hers.count()).toBe(0);
      const audit = await auditOfPutLive();
      expect(audit.map((event) => [event.actorEmail, event.commits])).toEqual([
        ['pat@example.com', [head]],
      ]);

      // Nothing waits now: a second put live is refused and changes nothing.
      const before = await unchanged();
      const again = await putLive(team.admin, head);
      expect(again.status).toBe(409);
      expect(again.body.error).toMatch(/^Nothing on main is waiting/);
      expect(await unchanged()).toEqual(before);
    },
    2 * DEPLOY_MS + 120_000,
  );

  it('says when the Git host did not answer: main as the studio last saw it', async () => {
    commitToBranch(
      server.remote.path,
      'main',
      { 'pages/about.yaml': 'title: About\n' },
      DEVELOPER,
      'Seen',
    );
    const seen = await waiting(team.admin);
    expect(seen).toMatchObject({ count: 1, fetched: true });
    const away = `${server.remote.path}.away`;
    renameSync(server.remote.path, away);
    try {
      const offline = await waiting(team.admin);
      expect(offline).toMatchObject({ count: 1, fetched: false, head: seen.head });
      await editor.keyboard.press('Escape');
      const view = await openLiveSite(editor);
      const section = view.getByRole('region', { name: 'On main, not live yet' });
      await section.waitFor();
      expect(await section.textContent()).toContain(
        'The Git host did not answer: this is main as the studio last saw it.',
      );
      expect(await section.getByRole('listitem').allTextContents()).toEqual([
        expect.stringContaining('“Seen”, by Dev Dana'),
      ]);
    } finally {
      renameSync(away, server.remote.path);
    }
  });
});
