/**
 * A draft is refused only for what it adds. Main holds an upcoming webinar whose date is before
 * the build date (the featured one of /webinars); a draft that changes /pricing alone is
 * submitted, approved and published all the same. "Needs attention" then lists the past
 * webinar in words (the page, the webinar, what to do; no field path, no code) with its
 * one-click fix, which asks for the recording's length and views and opens a new draft whose
 * change moves the webinar to the recorded list, for review like any other. The editor's
 * preview of /webinars leaves the past webinar off, as the build does.
 */
import { studioAddress } from './studio-steps.ts';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { showFile } from '../support/bare-repo.ts';
import { backedUp, startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { acceptInvitation } from '../support/accept-invitation.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';

setupBrowser();

const WEBINAR = 'The 30-Day Booking Machine: From 0 to 30+ Jobs a Month';
const PAST = '2026-11-10';
const projectWebinars = readFileSync(join(process.cwd(), 'pages/webinars.yaml'), 'utf8');

let server: TestTeamServer;

beforeAll(async () => {
  expect(PAST < TEST_BUILD_DATE).toBe(true);
  server = await startTeamServer({
    // A team of one: the admin edits, approves and publishes.
    args: ['--allow-self-review'],
    env: { BUILD_DATE: TEST_BUILD_DATE },
    files: {
      'pages/webinars.yaml': projectWebinars.replace('date: "2027-01-07"', `date: "${PAST}"`),
    },
  });
}, 180_000);

afterAll(async () => {
  await server?.remove();
});

async function join_(link: string, name: string): Promise<Page> {
  const { page } = await openPage('', { width: 1280, height: 900 });
  return acceptInvitation(page, link, name);
}

async function replaceAll(page: Page, path: string, text: string) {
  const editor = page.getByRole('textbox', { name: `YAML source of ${path}` });
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(text);
}

type Webinar = { status: string; title: string; date: string; duration?: string; views?: number };
type WebinarsBlock = { featured?: Webinar; groups: { title: string; items: Webinar[] }[] };
const webinarsBlock = (text: string) =>
  (parse(text) as { blocks: (WebinarsBlock & { type: string })[] }).blocks.find(
    (block) => block.type === 'webinars',
  )!;

describe('needs attention', () => {
  it('publishes a draft while main holds a past webinar, then fixes that webinar in a draft of its own', async () => {
    const admin = await join_(server.invite('ada@example.com', 'admin'), 'Ada Admin');
    const bar = admin.getByRole('navigation', { name: 'Team' });
    await expect
      .poll(() => bar.getByRole('button', { name: 'Needs attention (1)' }).count(), {
        timeout: 30_000,
      })
      .toBe(1);

    // The preview of /webinars leaves the past webinar off, as the built page does.
    await admin
      .getByRole('navigation', { name: 'Files' })
      .getByRole('button', { name: /^Webinars\s*\/webinars/ })
      .click();
    const preview = admin.getByTitle('Page preview').contentFrame();
    await expect
      .poll(() =>
        preview.getByRole('heading', { name: 'Storm Season Readiness for Roofers' }).count(),
      )
      .toBe(1);
    expect(await preview.getByRole('heading', { name: WEBINAR }).count()).toBe(0);

    // A draft that touches nothing dated.
    await bar.getByRole('button', { name: 'New draft' }).click();
    await admin.getByLabel('Draft name').fill('Pricing headline');
    await admin.getByRole('button', { name: 'Start draft' }).click();
    await expect.poll(() => admin.getByLabel('Draft status').textContent()).toBe('Editing');
    await admin
      .getByRole('navigation', { name: 'Files' })
      .getByRole('button', { name: /^Pricing\s*\/pricing/ })
      .click();
    const pricing = showFile(server.remote.path, 'main', 'pages/pricing.yaml')!;
    await replaceAll(
      admin,
      'pages/pricing.yaml',
      pricing.replace('title: Simple, transparent pricing', 'title: Pricing for every trade'),
    );
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => admin.getByText('Saved pages/pricing.yaml').count()).toBe(1);
    // The reviewer's preview link leaves it off too.
    const draftId = studioAddress(admin).draft!;
    const link = await admin.context().newPage();
    await link.goto(`${server.base}/studio/preview/${draftId}/webinars`);
    await expect
      .poll(() => link.getByRole('heading', { name: 'Storm Season Readiness for Roofers' }).count())
      .toBe(1);
    expect(await link.getByRole('heading', { name: WEBINAR }).count()).toBe(0);
    await link.close();

    await bar.getByRole('button', { name: 'Drafts and review' }).click();
    const drafts = admin.getByRole('dialog', { name: 'Drafts' });
    await drafts.getByRole('button', { name: 'Submit for review' }).click();
    await expect
      .poll(() => drafts.getByText('Submitted “Pricing headline” for review.').count(), {
        timeout: 60_000,
      })
      .toBe(1);
    await drafts.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => drafts.getByText('Approved “Pricing headline”.').count()).toBe(1);
    await drafts.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => drafts.getByText(/^Published “Pricing headline”/).count(), { timeout: 60_000 })
      .toBe(1);
    expect(showFile(server.remote.path, 'main', 'pages/pricing.yaml')).toContain(
      'title: Pricing for every trade',
    );
    expect(
      webinarsBlock(showFile(server.remote.path, 'main', 'pages/webinars.yaml')!).featured,
    ).toMatchObject({ title: WEBINAR, date: PAST });
    await drafts.getByRole('button', { name: 'Close' }).click();

    // Main's problem, in words, with its fix.
    await bar.getByRole('button', { name: 'Needs attention (1)' }).click();
    const attention = admin.getByRole('dialog', { name: 'Needs attention' });
    const item = attention.getByRole('listitem');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.getByRole('heading').textContent()).toBe('The Webinars page (/webinars)');
    const words = (await item.textContent()) ?? '';
    expect(words).toContain(
      `The upcoming webinar “${WEBINAR}” of November 10, 2026 has passed, so the site no longer shows it.`,
    );
    expect(words).not.toMatch(/blocks\[|\[stale-date\]|featured\.date|\.yaml/);
    await walkShot(admin, 'needs-attention');
    expect(
      (await new AxeBuilder({ page: admin }).include('dialog[open]').analyze()).violations,
    ).toEqual([]);

    const fix = attention.getByRole('form', {
      name: 'Move it to the recorded webinars: The Webinars page (/webinars)',
    });
    await fix.getByLabel('Length of the recording').fill('an hour');
    await fix.getByLabel('Views so far').fill('1200');
    await fix.getByRole('button', { name: 'Move it to the recorded webinars' }).click();
    await expect
      .poll(() => fix.getByRole('alert').textContent())
      .toBe('Length of the recording: write the length as minutes:seconds, such as 52:10');
    await fix.getByLabel('Length of the recording').fill('58:12');
    await fix.getByRole('button', { name: 'Move it to the recorded webinars' }).click();

    // The new draft is open, with the fix saved in it; main is unchanged until it is published.
    await expect.poll(() => attention.count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => admin.getByLabel('Draft status').textContent()).toBe('Editing');
    expect(await bar.getByRole('status').textContent()).toBe(
      `Started the draft “Move it to the recorded webinars: “${WEBINAR}”” with the fix: look it over and submit it.`,
    );
    const fixId = studioAddress(admin).draft!;
    const detail = await admin.evaluate(
      (id) => fetch(`/__studio/api/drafts/${id}`).then((answer) => answer.json()),
      fixId,
    );
    expect(detail.files).toEqual([
      expect.objectContaining({ path: 'pages/webinars.yaml', route: '/webinars' }),
    ]);
    expect(detail.files[0].changes).toContain('Webinars (block 2) › Featured: removed');
    await backedUp(server, detail.branch);
    const fixed = webinarsBlock(
      showFile(server.remote.path, detail.branch, 'pages/webinars.yaml')!,
    );
    expect(fixed.featured).toBeUndefined();
    const recorded = fixed.groups.find((group) => group.title === 'Recorded Webinars')!;
    expect(recorded.items[0]).toEqual(
      expect.objectContaining({
        status: 'recorded',
        title: WEBINAR,
        date: PAST,
        duration: '58:12',
        views: 1200,
      }),
    );
    expect(recorded.items[0]).not.toHaveProperty('time');
    expect(
      webinarsBlock(showFile(server.remote.path, 'main', 'pages/webinars.yaml')!).featured,
    ).toMatchObject({ title: WEBINAR });

    // Reviewed like any other: the fix adds no problem, so its submit goes through.
    await bar.getByRole('button', { name: 'Drafts and review' }).click();
    const review = admin.getByRole('dialog', { name: 'Drafts' });
    await review.getByRole('button', { name: 'Submit for review' }).click();
    await expect
      .poll(() => review.getByText(/^Submitted “Move it to the recorded webinars/).count(), {
        timeout: 60_000,
      })
      .toBe(1);
    await review.getByRole('button', { name: 'Close' }).click();

    // Times in the site's zone (Eastern: _site.yaml's timeZone), the zone named.
    await bar.getByRole('button', { name: 'Audit log' }).click();
    const log = admin.getByRole('dialog', { name: 'Audit log' });
    await expect
      .poll(() => log.getByRole('columnheader', { name: 'When (America/New York)' }).count())
      .toBe(1);
    const when = await log.getByRole('row').nth(1).getByRole('cell').first().textContent();
    expect(when).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M E[SD]T$/);
  }, 300_000);
});
