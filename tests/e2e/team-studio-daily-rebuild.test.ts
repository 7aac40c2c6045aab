/**
 * The daily rebuild, with the real deploy engine and the studio on a test clock
 * (`--test-hooks`, STUDIO_TEST_NOW, POST /__studio/test/clock): the studio builds main with its
 * clock's date, so on December 10 the webinar of that day is still upcoming on its own site
 * (`serve`, fetched over HTTP). An admin sets the rebuild's hour in the Live site view; when the
 * clock reaches it the next day, the studio queues a build of main by itself ("Daily rebuild"
 * in the deploy list), built with the new day's date, and the webinar that went by leaves the
 * live page while the later ones stay. A commit pushed to the remote's main overnight, outside
 * the studio, goes live with it.
 *
 * This file builds the whole project for real, twice (the first start and the rebuild).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { freePort } from '../../src/cli/bench/team-server-process.ts';
import type { DeploysAnswer } from '../../src/studio/team/server/deploys-api.ts';
import { commitToBranch, showFile } from '../support/bare-repo.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { acceptInvitation } from '../support/accept-invitation.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';
import { setStudioClock } from '../support/studio-clock.ts';

setupBrowser();

/** The whole build of main at the first start, on a loaded machine. */
const FIRST_BUILD_MS = 8 * 60_000;
/** The rebuild, on a new date: every page that shows dated content again. */
const REBUILD_MS = 6 * 60_000;
/** pages/webinars.yaml: upcoming on December 10, 2026, and on December 17. */
const PAST_BY_THEN = 'AI Lead Response That Books Estimates';
const STILL_UPCOMING = 'Storm Season Readiness for Roofers';

let server: TestTeamServer;
let admin: Person;
let sitePort: number;

const api = () => teamApiClient(server.base);
const deploys = async () =>
  (await api().call('GET', 'deploys', { as: admin })).body as unknown as DeploysAnswer;
const webinarsPage = async () => {
  const page = await fetch(`http://127.0.0.1:${sitePort}/webinars/`).catch(() => null);
  return page?.ok ? await page.text() : '';
};

const setClock = (iso: string) => setStudioClock(server.base, iso);

beforeAll(async () => {
  sitePort = await freePort();
  server = await startTeamServer({
    wholeProject: true,
    site: { port: sitePort },
    args: ['--test-hooks'],
    // Noon in New York (the site's zone) on December 10, 2026.
    env: { BUILD_DATE: TEST_BUILD_DATE, STUDIO_TEST_NOW: '2026-12-10T17:00:00Z' },
  });
  admin = await api().join(server.invite('admin@example.com', 'admin'), 'Ada Admin');
}, 120_000);

afterAll(async () => {
  await server?.remove();
});

describe('the daily rebuild', () => {
  it(
    'at the hour the admin set, builds main with the day’s date: a past webinar leaves the page',
    async () => {
      await expect
        .poll(async () => (await deploys()).deploys[0]?.state, {
          timeout: FIRST_BUILD_MS,
          interval: 2000,
        })
        .toBe('live');
      // Built on December 10: that day's webinar is still to come.
      expect(await webinarsPage()).toContain(PAST_BY_THEN);

      // The admin moves the rebuild to 04:00 in the Live site view.
      const invited = await api().call('POST', 'users', {
        as: admin,
        body: { email: 'ann@example.com', role: 'admin', name: 'Ann Admin' },
      });
      const { page } = await openPage('', { width: 1280, height: 900 });
      await acceptInvitation(page, invited.body.link as string, 'Ann Admin');
      await page.getByRole('button', { name: 'Live site' }).click();
      const dialog = page.getByRole('dialog', { name: 'Live site' });
      const hour = dialog.getByLabel('Hour of the daily rebuild (America/New_York)');
      await expect.poll(() => hour.inputValue()).toBe('03:00');
      await hour.selectOption('04:00');
      await dialog.getByRole('button', { name: 'Set the hour' }).click();
      await expect
        .poll(() => dialog.getByText('The daily rebuild is at 04:00 from now on.').count())
        .toBe(1);
      const view = await api().call('GET', 'schedule/daily-rebuild', { as: admin });
      // 04:00 in New York on December 11 is 09:00 UTC.
      expect(view.body).toMatchObject({
        time: '04:00',
        timeZone: 'America/New_York',
        next: '2026-12-11T09:00:00.000Z',
      });

      // Overnight a developer pushes to the remote's main, outside the studio: the rebuild takes it.
      const pushed = 'Sixty practical minutes, as a developer pushed it to main';
      const webinars = showFile(server.remote.path, 'main', 'pages/webinars.yaml')!;
      commitToBranch(server.remote.path, 'main', {
        'pages/webinars.yaml': webinars.replace('Sixty practical minutes', pushed),
      });

      const before = (await deploys()).deploys.length;
      await setClock('2026-12-11T08:59:58Z');
      await expect
        .poll(async () => (await deploys()).deploys.length, { timeout: 30_000 })
        .toBe(before + 1);
      const rebuild = (await deploys()).deploys[0]!;
      expect(rebuild.publishedByName).toBe('Daily rebuild');
      await expect
        .poll(async () => (await deploys()).deploys[0]?.state, {
          timeout: REBUILD_MS,
          interval: 2000,
        })
        .toBe('live');
      const live = await webinarsPage();
      expect(live).not.toContain(PAST_BY_THEN);
      expect(live).toContain(STILL_UPCOMING);
      expect(live).toContain(pushed);

      // It shows in the deploy list like any other, named for what queued it.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Live site' }).click();
      await expect
        .poll(() => dialog.getByText(/Published by Daily rebuild/).count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await expect
        .poll(() => dialog.getByText(/^Each day at 04:00 \(America\/New_York\)/).count())
        .toBe(1);
      await walkShot(page, 'daily-rebuild', { fullPage: true });
    },
    FIRST_BUILD_MS + REBUILD_MS + 120_000,
  );
});
