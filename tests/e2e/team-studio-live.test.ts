/**
 * Publish means live, with the real deploy engine: the studio, as a process over a remote that
 * holds the whole project, builds main at its first start (the one whole build) and then each
 * publish (incremental: the one page changed). In Chromium an editor changes About, a reviewer
 * approves, a publisher publishes and watches the Live site view: the deploy building, then
 * live with the site's address. Then, over HTTP and Git, the change is on every target: the
 * studio's own site (`serve`), the folder's `current` (`dir:`) and the remote's branch
 * (`branch:`).
 *
 * tests/e2e/team-studio-deploys.test.ts covers the view's failures and retries with a stand-in
 * build in a blink; this file is the one that builds for real, so it keeps to two builds.
 */
import { mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { freePort } from '../../src/cli/bench/team-server-process.ts';
import type { DeploysAnswer } from '../../src/studio/team/server/deploys-api.ts';
import { refOf, showFile } from '../support/bare-repo.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { acceptInvitation } from '../support/accept-invitation.ts';
import { openPage, setupBrowser } from './harness.ts';
import { aboutWith } from '../support/team-drafts.ts';

setupBrowser();

/** The whole build of main at the first start, on a loaded machine. */
const FIRST_BUILD_MS = 8 * 60_000;
/** The incremental build of a one-page publish. */
const PUBLISH_MS = 4 * 60_000;
const PAGE = 'pages/about.yaml';
const MARKER = 'Built and served by the studio itself';
const BRANCH = 'site-pages';

let server: TestTeamServer;
let admin: Person;
let folders: string;
let sitePort: number;
const siteDir = () => join(folders, 'site');

beforeAll(async () => {
  folders = mkdtempSync(join(tmpdir(), 'team-live-'));
  sitePort = await freePort();
  server = await startTeamServer({
    wholeProject: true,
    site: { port: sitePort },
    args: ['--deploy', `dir:${siteDir()}`, '--deploy', `branch:${BRANCH}`],
    env: { BUILD_DATE: TEST_BUILD_DATE },
  });
  admin = await api().join(server.invite('admin@example.com', 'admin'), 'Ada Admin');
}, 120_000);

afterAll(async () => {
  await server?.remove();
  rmSync(folders, { recursive: true, force: true });
});

const api = () => teamApiClient(server.base);
const deploys = async () =>
  (await api().call('GET', 'deploys', { as: admin })).body as unknown as DeploysAnswer;

/** Invites someone over the API and joins as them in a browser of their own. */
async function joinAs(email: string, role: string, name: string): Promise<Page> {
  const invited = await api().call('POST', 'users', { as: admin, body: { email, role, name } });
  expect(invited.status).toBe(201);
  const { page } = await openPage('', { width: 1280, height: 900 });
  return acceptInvitation(page, invited.body.link as string, name);
}

/** The editor: a draft whose About has one more sentence, submitted for review. */
async function editAbout(editor: Page) {
  await editor.getByRole('button', { name: 'New draft' }).click();
  await editor.getByLabel('Draft name').fill('About, live');
  await editor.getByRole('button', { name: 'Start draft' }).click();
  await expect.poll(() => editor.getByLabel('Draft status').textContent()).toBe('Editing');
  await editor
    .getByRole('navigation', { name: 'Files' })
    .getByRole('button', { name: /^About/ })
    .first()
    .click();
  const source = editor.getByRole('textbox', { name: `YAML source of ${PAGE}` });
  await source.waitFor();
  await source.click();
  await editor.keyboard.press('Control+a');
  await editor.keyboard.insertText(aboutWith(MARKER));
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => editor.getByText(`Saved ${PAGE}`).count()).toBe(1);
  await editor.getByRole('button', { name: 'Drafts and review' }).click();
  await editor.getByRole('button', { name: 'Submit for review' }).click();
  await expect
    .poll(() => editor.getByText('Submitted “About, live” for review.').count(), {
      timeout: 30_000,
    })
    .toBe(1);
}

async function approve(reviewer: Page) {
  await reviewer.getByRole('button', { name: 'Drafts and review' }).click();
  const drafts = reviewer.getByRole('dialog', { name: 'Drafts' });
  await drafts.getByRole('button', { name: /^About, live/ }).click();
  await drafts.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect.poll(() => drafts.getByText('Approved “About, live”.').count()).toBe(1);
}

describe('publish means live, with the real build', () => {
  it(
    'builds the publish and puts it live on the served site, in the folder and on the branch',
    async () => {
      // At its first start the studio builds main whole and makes it live everywhere.
      await expect
        .poll(async () => (await deploys()).deploys?.[0]?.state, {
          timeout: FIRST_BUILD_MS,
          interval: 2000,
        })
        .toBe('live');
      const first = (await deploys()).deploys[0]!;
      expect(first.commit).toBe(showCommit('main'));

      const editor = await joinAs('ed@example.com', 'editor', 'Ed Editor');
      await editAbout(editor);
      const reviewer = await joinAs('rita@example.com', 'reviewer', 'Rita Reviewer');
      await approve(reviewer);

      const publisher = await joinAs('pat@example.com', 'publisher', 'Pat Publisher');
      // Every state the view shows for the publish's deploy, as it shows it: an incremental build
      // takes a few seconds, so a test that looked only now and then could miss "Building".
      await publisher.evaluate(() => {
        const shown: string[] = [];
        Object.assign(window, { deployStatesShown: shown });
        new MutationObserver(() => {
          // The deploys' cards, not the earlier versions listed for a rollback (data-release).
          for (const heading of document.querySelectorAll('article:not([data-release]) h4')) {
            const text = heading.textContent ?? '';
            if (text.startsWith('Deploy 2:') && shown.at(-1) !== text) shown.push(text);
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await publisher.getByRole('button', { name: 'Drafts and review' }).click();
      await publisher
        .getByRole('dialog', { name: 'Drafts' })
        .getByRole('button', { name: 'Publish', exact: true })
        .click();
      const view = publisher.getByRole('dialog', { name: 'Live site' });
      await view.waitFor();
      const deploy = view.locator('article').first();
      await expect
        .poll(() => deploy.getByRole('heading').textContent(), {
          timeout: PUBLISH_MS,
          interval: 500,
        })
        .toMatch(/^Deploy 2: [0-9a-f]{7}Live$/);
      // The view showed it building (the real build, reporting as it goes), then live.
      const shown = await publisher.evaluate(
        () => (window as unknown as { deployStatesShown: string[] }).deployStatesShown,
      );
      const states = shown.map((heading) => heading.replace(/^Deploy 2: [0-9a-f]{7}/, ''));
      expect(states).toContain('Building');
      expect(states.at(-1)).toBe('Live');
      expect(states.indexOf('Building')).toBeLessThan(states.indexOf('Live'));
      const published = (await deploys()).deploys[0]!;
      expect(published.commit).toBe(showCommit('main'));
      expect(published.publishedByName).toBe('Pat Publisher');
      expect(await deploy.textContent()).toContain('Published by Pat Publisher');
      // Live now: the site's address, the commit and who published it.
      const liveNow = view.getByRole('region', { name: 'Live now' });
      const address = `http://127.0.0.1:${sitePort}/`;
      expect(await liveNow.getByRole('link', { name: address }).count()).toBe(1);
      expect(await liveNow.textContent()).toContain(
        `${published.commit.slice(0, 7)}, published by Pat Publisher`,
      );
      const targets = deploy.getByRole('list', { name: 'Targets' }).getByRole('listitem');
      expect(await targets.count()).toBe(3);
      for (const text of await targets.allTextContents()) expect(text).toContain('Live');
      // The deploy it took over from is no longer called live: it was replaced, on each target.
      const before = view.locator('article').nth(1);
      expect(await before.getByRole('heading').textContent()).toMatch(
        /^Deploy 1: [0-9a-f]{7}Replaced$/,
      );
      for (const text of await before
        .getByRole('list', { name: 'Targets' })
        .getByRole('listitem')
        .allTextContents())
        expect(text).toContain('Replaced');

      // The served site, the folder and the branch each hold the change.
      const served = await fetch(`${address}about/`);
      expect(served.status).toBe(200);
      expect(await served.text()).toContain(MARKER);
      expect(readlinkSync(join(siteDir(), 'current'))).toBe(
        join('releases', published.release!.id),
      );
      expect(readFileSync(join(siteDir(), 'current/about/index.html'), 'utf8')).toContain(MARKER);
      expect(showFile(server.remote.path, BRANCH, 'about/index.html')).toContain(MARKER);
      // And the first release, built before the publish, did not.
      expect(
        readFileSync(join(siteDir(), 'releases', first.release!.id, 'about/index.html'), 'utf8'),
      ).not.toContain(MARKER);
    },
    FIRST_BUILD_MS + PUBLISH_MS + 180_000,
  );
});

const showCommit = (branch: string) => refOf(server.remote.path, `refs/heads/${branch}`);
