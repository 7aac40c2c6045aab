/**
 * Scheduled publishing, in Chromium, with the studio as a process on a test clock
 * (`--test-hooks`, STUDIO_TEST_NOW, moved with POST /__studio/test/clock): a publisher schedules
 * an approved draft for a date and time in the site's zone, and when the clock reaches it the
 * draft goes live on its own, through the publish and the deploy queue, onto the studio's own
 * site (`serve`, fetched over HTTP). A scheduled draft whose file the live site changed
 * meanwhile is found wanting an hour before, fails at its time, and says why: on the draft, in
 * the audit log and to the publisher on their next visit. A save after scheduling voids the
 * approval and the schedule; only publishers and admins schedule.
 *
 * The build is the stand-in's (tests/support/stand-in-deploy.ts: the commit's pages in a
 * blink), since what is tested is the schedule, not the build.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { freePort } from '../../src/cli/bench/team-server-process.ts';
import { signInTeam, type Team } from '../support/team-people.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { acceptInvitation } from '../support/accept-invitation.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';
import { aboutWith, approvedDraft } from '../support/team-drafts.ts';
import { setStudioClock } from '../support/studio-clock.ts';

setupBrowser();

const PAGE = 'pages/about.yaml';
/** Noon in New York, the site's zone (pages/_site.yaml), on the day the test starts. */
const START = '2026-12-01T17:00:00Z';
/** A scheduled publish goes live within this of its time (the promise). */
const ON_TIME_MS = 60_000;

let server: TestTeamServer;
let team: Team;
let publisherPerson: Person;
let publisher: Page;
let sitePort: number;

const api = () => teamApiClient(server.base);
const call = (method: string, path: string, as: Person, body?: unknown) =>
  api().call(method, path, { as, body });

const setClock = (iso: string) => setStudioClock(server.base, iso);

interface ScheduleBody {
  schedule: { state: string; note: string } | null;
}
const scheduleOf = async (id: string) =>
  ((await call('GET', `drafts/${id}/schedule`, team.admin)).body as unknown as ScheduleBody)
    .schedule;

const draftStatus = async (id: string) =>
  (await call('GET', `drafts/${id}`, team.admin)).body.status as string;

/** The publisher's Drafts dialog, showing the draft named `name`. */
async function openDraft(name: string) {
  await publisher.getByRole('button', { name: 'Drafts and review' }).click();
  const dialog = publisher.getByRole('dialog', { name: 'Drafts' });
  await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect.poll(() => dialog.getByRole('heading', { name, exact: true }).count()).toBe(1);
  return dialog;
}

beforeAll(async () => {
  sitePort = await freePort();
  server = await startTeamServer({
    entry: 'tests/support/studio-team-stand-in.ts',
    site: { port: sitePort },
    args: ['--test-hooks'],
    env: { BUILD_DATE: TEST_BUILD_DATE, STUDIO_TEST_NOW: START },
  });
  team = await signInTeam(server);
  const invited = await call('POST', 'users', team.admin, {
    email: 'pat@example.com',
    role: 'publisher',
    name: 'Pat Publisher',
  });
  publisherPerson = await api().join(invited.body.link as string, 'Pat Publisher');
  const opened = await openPage('', { width: 1280, height: 900 });
  publisher = await acceptInvitation(
    opened.page,
    (
      await call('POST', 'users', team.admin, {
        email: 'paula@example.com',
        role: 'publisher',
        name: 'Paula Publisher',
      })
    ).body.link as string,
    'Paula Publisher',
  );
}, 120_000);

afterAll(async () => {
  await server?.remove();
});

describe('scheduled publishing', () => {
  it('goes live on its own at the time set, in the site’s zone, within a minute', async () => {
    const id = await approvedDraft(server.base, team, {
      name: 'Spring offer',
      path: PAGE,
      text: aboutWith('Scheduled by the studio'),
    });
    const dialog = await openDraft('Spring offer');
    const open = dialog.getByRole('button', { name: 'Schedule publish' });
    await open.click();
    const date = dialog.getByLabel('Date', { exact: true });
    const time = dialog.getByLabel('Time (America/New_York)');
    await expect.poll(() => date.evaluate((input) => input === document.activeElement)).toBe(true);
    // Escape closes the form, not the dialog, and the focus goes back to its button.
    await publisher.keyboard.press('Escape');
    await expect.poll(() => date.count()).toBe(0);
    await expect
      .poll(() => open.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await publisher.keyboard.press('Enter');
    await date.fill('2026-12-02');
    await time.fill('09:00');
    await walkShot(publisher, 'schedule-form');
    const axe = await new AxeBuilder({ page: publisher }).include('dialog').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect
      .poll(() =>
        dialog
          .getByText(
            /^Goes live on Wednesday, December 2, 2026 at 09:00 \(America\/New_York\), scheduled by Paula Publisher\./,
          )
          .count(),
      )
      .toBe(1);
    // The form closed, the focus back on the button that opened it.
    await expect.poll(() => date.count()).toBe(0);
    await walkShot(publisher, 'schedule-set');
    expect(await draftStatus(id)).toBe('approved');

    // 09:00 in New York on December 2 is 14:00 UTC. Five seconds before it, nothing yet.
    const due = Date.parse('2026-12-02T14:00:00Z');
    await setClock('2026-12-02T13:59:55Z');
    const setAt = Date.now();
    await new Promise((wait) => setTimeout(wait, 2000));
    expect(await draftStatus(id)).toBe('approved');
    await expect
      .poll(() => draftStatus(id), { timeout: ON_TIME_MS, interval: 250 })
      .toBe('published');
    // On the test clock, which went on with real time from 13:59:55.
    const lateMs = Date.parse('2026-12-02T13:59:55Z') + (Date.now() - setAt) - due;
    expect(lateMs).toBeLessThan(ON_TIME_MS);
    const published = (await call('GET', `drafts/${id}`, team.admin)).body;
    const commit = published.publishedCommit as string;
    // The same path as the button: the publish in the audit log under the publisher, then live.
    const audit = await call('GET', `audit?draft=${id}`, team.admin);
    const actions = (audit.body.events as { action: string; actorEmail: string }[]).map(
      (event) => `${event.action} ${event.actorEmail}`,
    );
    expect(actions).toContain('publish paula@example.com');
    expect(actions).toContain('schedule-publish paula@example.com');
    await expect
      .poll(
        async () => {
          const page = await fetch(`http://127.0.0.1:${sitePort}/about/`).catch(() => null);
          return page?.ok ? await page.text() : '';
        },
        { timeout: 30_000 },
      )
      .toContain(commit);
  }, 180_000);

  it('says why a scheduled draft the live site clashed with did not go live', async () => {
    const id = await approvedDraft(server.base, team, {
      name: 'Winter hours',
      path: PAGE,
      text: aboutWith('Open late in winter'),
    });
    const scheduled = await call('PUT', `drafts/${id}/schedule`, publisherPerson, {
      date: '2026-12-03',
      time: '09:00',
    });
    expect(scheduled.status).toBe(200);
    // Another draft changes the same line of About and is published first.
    const other = await approvedDraft(server.base, team, {
      name: 'Holiday hours',
      path: PAGE,
      text: aboutWith('Closed on holidays'),
    });
    expect((await call('POST', `drafts/${other}/publish`, team.admin)).status).toBe(200);

    // An hour before (08:00 New York, 13:00 UTC), the check finds the clash and says so.
    await setClock('2026-12-03T13:00:01Z');
    await expect
      .poll(async () => (await scheduleOf(id))?.note, {
        timeout: 30_000,
      })
      .toMatch(
        /^Checked an hour before: the live site changed the same files \(pages\/about\.yaml\)/,
      );
    // At the time it fails, with why, and stays unpublished.
    await setClock('2026-12-03T14:00:01Z');
    await expect
      .poll(async () => (await scheduleOf(id))?.state, {
        timeout: ON_TIME_MS,
      })
      .toBe('failed');
    const schedule = (await scheduleOf(id))!;
    expect(schedule.note).toMatch(/^the live site changed the same files \(pages\/about\.yaml\)/);
    expect(await draftStatus(id)).not.toBe('published');
    const audit = await call('GET', `audit?draft=${id}&action=schedule-failed`, team.admin);
    expect(audit.body.events).toHaveLength(1);

    // The publisher who scheduled it is told on their next visit, and sees it on the draft.
    const { page } = await openPage('', { width: 1280, height: 900 });
    await page.goto(`${server.base}/studio/`);
    await page.getByLabel('E-mail').fill('pat@example.com');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Winter hours' });
    await expect
      .poll(() => notice.textContent(), { timeout: 15_000 })
      .toMatch(
        /The scheduled publish of “Winter hours” did not happen: the live site changed the same files \(pages\/about\.yaml\)/,
      );
    publisher = page;
    await walkShot(page, 'schedule-notice');
    const dialog = await openDraft('Winter hours');
    await expect
      .poll(() => dialog.getByText(/did not happen: the live site changed the same files/).count())
      .toBe(1);
    await walkShot(page, 'schedule-failed');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Drafts and review' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Winter hours' }).count()).toBe(0);
  }, 180_000);

  it('is voided with the approval by a save, and is only for publishers and admins', async () => {
    const id = await approvedDraft(server.base, team, {
      name: 'Price change',
      path: PAGE,
      text: aboutWith('Prices change in spring'),
    });
    const when = { date: '2026-12-10', time: '09:00' };
    const refused = await call('PUT', `drafts/${id}/schedule`, team.editor, when);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      'Only publishers and admins can schedule a draft’s publish or cancel it.',
    );
    const past = await call('PUT', `drafts/${id}/schedule`, publisherPerson, {
      date: '2026-11-30',
      time: '09:00',
    });
    expect(past.status).toBe(400);
    expect(past.body.error).toMatch(/has passed/);
    expect((await call('PUT', `drafts/${id}/schedule`, publisherPerson, when)).status).toBe(200);
    const saved = await call('PUT', `file?draft=${id}`, team.editor, {
      path: PAGE,
      text: aboutWith('Prices change in summer'),
      force: true,
    });
    expect(saved.status).toBe(200);
    expect(await draftStatus(id)).toBe('in-review');
    const schedule = (await scheduleOf(id))!;
    expect(schedule).toMatchObject({ state: 'failed' });
    expect(schedule.note).toBe(
      'It was changed by Ed Editor after it was scheduled: its approval and its schedule are void, so it needs a new approval and a new schedule',
    );
  }, 60_000);

  it('has no test clock without --test-hooks, whatever STUDIO_TEST_NOW says', async () => {
    const plain = await startTeamServer({
      env: { BUILD_DATE: TEST_BUILD_DATE, STUDIO_TEST_NOW: START },
    });
    try {
      const moved = await fetch(`${plain.base}/__studio/test/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ now: '2030-01-01T00:00:00Z' }),
      });
      expect(moved.status).toBe(405);
      // The server of the other tests says it runs on the test clock; this one does not.
      expect(server.output()).toContain("the scheduler's clock starts at");
      expect(plain.output()).not.toContain("the scheduler's clock starts at");
    } finally {
      await plain.remove();
    }
  }, 60_000);
});
