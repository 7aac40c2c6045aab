/**
 * Every view of the team studio, the server a process over a real bare repository (its deploys
 * built by the stand-in build, tests/support/stand-in-deploy.ts), checked at 1280 and at 375 px
 * (view-check.ts): axe finds nothing on the sign-in page, Forgot password and the page that sets
 * a new one, the invitation page, a file's History, the live site
 * read only, the New draft dialog, a draft's page as a form, its preview and its YAML, its site
 * settings, the Drafts view for an editor, a draft under review for a reviewer, a draft's
 * preview link, an approved draft for a publisher (publish, schedule), the Live site view
 * (deploys, the daily rebuild, earlier versions) with its restore dialog, People, the audit log,
 * Leads with a lead opened, Needs attention, and the Leads workspace of sales with a request by
 * e-mail address and a lead's deletion asked. At 375 px no dialog of the walk (Drafts, Live
 * site, People with an invited person, the audit log, Leads) scrolls sideways or draws a control
 * past the window's edge (sideways.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkShot } from './walk-shots.ts';
import { contactLead, postLead } from '../../src/cli/bench/lead-client.ts';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { freePort } from '../../src/cli/bench/team-server-process.ts';
import type { DeploysAnswer } from '../../src/studio/team/server/deploys-api.ts';
import { aboutWith, approvedDraft, ABOUT_PAGE } from '../support/team-drafts.ts';
import { signInTeam, type Team } from '../support/team-people.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { openPage, setupBrowser } from './harness.ts';
import { atWidth, PHONE_WIDTH, sideways } from './sideways.ts';
import { showPane } from './studio-steps.ts';
import { viewChecker } from './view-check.ts';

setupBrowser();

/** The password the API's `join` gives everyone it signs in (team-api-client.ts). */
const PASSWORD = 'correct horse battery';
// Main holds an upcoming webinar already past: the admin is told it needs attention.
const webinars = readFileSync(join(process.cwd(), 'pages/webinars.yaml'), 'utf8').replace(
  'date: "2027-01-07"',
  'date: "2026-11-10"',
);

let server: TestTeamServer;
let team: Team;
let site: string;
let inReview: string;
const api = () => teamApiClient(server.base);

/** Waits until the newest deploy is live (set-up runs before any test: no expect.poll there). */
async function newestLive(admin: Person) {
  for (let waited = 0; waited < 60_000; waited += 250) {
    const answer = await api().call('GET', 'deploys', { as: admin });
    if ((answer.body as unknown as DeploysAnswer).deploys?.[0]?.state === 'live') return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('the newest deploy never went live');
}

async function invite(email: string, role: string, name: string) {
  const invited = await api().call('POST', 'users', {
    as: team.admin,
    body: { email, role, name },
  });
  expect(invited.status).toBe(201);
  return invited.body.link as string;
}

beforeAll(async () => {
  const sitePort = await freePort();
  site = `http://127.0.0.1:${sitePort}`;
  server = await startTeamServer({
    entry: 'tests/support/studio-team-stand-in.ts',
    site: { port: sitePort },
    env: { BUILD_DATE: TEST_BUILD_DATE },
    files: { 'pages/webinars.yaml': webinars },
  });
  team = await signInTeam(server);
  await api().join(await invite('pat@example.com', 'publisher', 'Pat Publisher'), 'Pat Publisher');
  await api().join(await invite('sam@example.com', 'sales', 'Sam Sales'), 'Sam Sales');
  // A publish after the first deploy: the Live site view has an earlier version to restore.
  await newestLive(team.admin);
  const published = aboutWith('Now in three states');
  const first = await approvedDraft(server.base, team, {
    name: 'About, three states',
    path: ABOUT_PAGE,
    text: published,
  });
  const answer = await api().call('POST', `drafts/${first}/publish`, { as: team.admin });
  expect(answer.body).toMatchObject({ kind: 'published' });
  await newestLive(team.admin);
  // An approved draft (for the publisher's view) and one in review (for the reviewer's).
  await approvedDraft(server.base, team, {
    name: 'About, four states',
    path: ABOUT_PAGE,
    text: aboutWith('Soon in four', published),
  });
  const created = await api().call('POST', 'drafts', {
    as: team.editor,
    body: { name: 'About, five states' },
  });
  inReview = created.body.id as string;
  for (const [method, path, body] of [
    [
      'PUT',
      `file?draft=${inReview}`,
      { path: ABOUT_PAGE, text: aboutWith('Five', published), force: true },
    ],
    ['POST', `drafts/${inReview}/submit`, undefined],
  ] as const) {
    expect((await api().call(method, path, { as: team.editor, body })).status).toBe(200);
  }
  // A lead sent on the live site, for the Leads views.
  const lead = await postLead(`${site}/api/leads`, contactLead(), { origin: site });
  expect(lead.status).toBe(201);
}, 240_000);

afterAll(async () => {
  await server?.remove();
});

async function signIn(email: string): Promise<Page> {
  const { page } = await openPage('', { width: 1280, height: 900 });
  await page.goto(`${server.base}/studio/`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

const onPhone = (name: 'Pages' | 'Edit' | 'Preview') => ({
  narrow: (page: Page) => showPane(page, name),
});

async function openDialog(page: Page, button: string | RegExp, title: string | RegExp) {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

describe('every view of the team studio', () => {
  it('passes axe at 1280 and 375 px for each role’s views; on a phone no dialog scrolls sideways', async () => {
    const views = viewChecker();
    // What a dialog would make a phone's user scroll sideways for, gathered over the walk.
    const outOfReach: string[] = [];
    const notSideways = async (page: Page, dialog: Locator) => {
      const title = await dialog.getByRole('heading', { level: 2 }).first().innerText();
      for (const problem of await sideways(page, dialog)) outOfReach.push(`${title}: ${problem}`);
    };

    const { page: visitor } = await openPage('', { width: 1280, height: 900 });
    await visitor.goto(`${server.base}/studio/`);
    await visitor.getByRole('form', { name: 'Sign in' }).waitFor();
    await views.check(visitor, 'team-sign-in');
    await visitor.getByRole('button', { name: 'Forgot your password?' }).click();
    await visitor.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await views.check(visitor, 'team-forgot-password');
    await visitor.goto(`${server.base}/studio/reset#a-link-from-an-e-mail`);
    await visitor.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await views.check(visitor, 'team-new-password');
    await visitor.goto(await invite('new@example.com', 'editor', 'Nia New'));
    await visitor.getByText(/^This invitation is for new@example\.com/).waitFor();
    await views.check(visitor, 'team-invitation');
    await visitor.context().close();

    // The editor: the live site read only, a new draft, its page, preview, YAML and settings.
    const editor = await signIn('ed@example.com');
    await editor.getByRole('navigation', { name: 'Team' }).waitFor();
    await editor.goto(`${server.base}/studio/pages/pricing?view=form`);
    await editor.getByRole('region', { name: 'Blocks of the page' }).waitFor();
    await views.check(editor, 'team-live-read-only', onPhone('Edit'));
    const newDraft = await openDialog(editor, 'New draft', 'New draft');
    await views.check(editor, 'team-new-draft');
    await newDraft.getByLabel('Draft name').fill('Spring words');
    await newDraft.getByRole('button', { name: 'Start draft' }).click();
    await expect.poll(() => editor.getByLabel('Draft status').textContent()).toBe('Editing');
    await editor.getByRole('region', { name: 'Blocks of the page' }).waitFor();
    await views.check(editor, 'team-draft-form', onPhone('Edit'));
    await views.check(editor, 'team-draft-preview', onPhone('Preview'));
    await editor.getByRole('button', { name: 'YAML view' }).click();
    await editor.getByRole('textbox', { name: 'YAML source of pages/pricing.yaml' }).waitFor();
    await views.check(editor, 'team-draft-yaml', onPhone('Edit'));
    await editor.goto(editor.url().replace(/\/pages\/pricing\?.*$/, '/site?view=form'));
    await editor.getByLabel('Open file').filter({ hasText: 'pages/_site.yaml' }).waitFor();
    await views.check(editor, 'team-draft-site-settings', onPhone('Edit'));
    await editor.getByRole('button', { name: 'History', exact: true }).click();
    await editor.getByRole('dialog', { name: 'History' }).waitFor();
    await views.check(editor, 'team-history');
    await editor.keyboard.press('Escape');
    const drafts = await openDialog(editor, 'Drafts and review', 'Drafts');
    await editor.getByRole('button', { name: /^About, five states/ }).click();
    await views.check(editor, 'team-drafts-editor');
    await notSideways(editor, drafts);
    await editor.context().close();

    // The reviewer: a draft in review, and its preview link.
    const reviewer = await signIn('rita@example.com');
    const review = await openDialog(reviewer, 'Drafts and review', 'Drafts');
    await review.getByRole('button', { name: /^About, five states/ }).click();
    await review.getByRole('button', { name: 'Approve' }).waitFor();
    await views.check(reviewer, 'team-review');
    await notSideways(reviewer, review);
    await reviewer.keyboard.press('Escape');
    const yours = await openDialog(reviewer, 'Your e-mail', 'Your e-mail');
    await yours.getByRole('checkbox', { name: 'E-mail me about drafts in review' }).waitFor();
    await views.check(reviewer, 'team-your-email');
    // Without STUDIO_SMTP_URL: the choice is kept, and the dialog says nothing goes out now.
    await yours.getByText('The studio sends no e-mail now').waitFor();
    await walkShot(reviewer, 'your-email-no-smtp');
    await reviewer.keyboard.press('Escape');
    await reviewer.goto(`${server.base}/studio/preview/${inReview}/about`);
    await reviewer.getByRole('heading', { level: 1 }).waitFor();
    await views.check(reviewer, 'team-preview-link');
    await reviewer.context().close();

    // The publisher: an approved draft, to publish or schedule.
    const publisher = await signIn('pat@example.com');
    const publishing = await openDialog(publisher, 'Drafts and review', 'Drafts');
    await publishing.getByRole('button', { name: /^About, four states/ }).click();
    await publishing.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    await views.check(publisher, 'team-publish-or-schedule');
    await notSideways(publisher, publishing);
    await publisher.context().close();

    // The admin: the Live site view and its restore, People, the audit log, Leads, attention.
    const admin = await signIn('admin@example.com');
    const live = await openDialog(admin, 'Live site', 'Live site');
    await live.getByRole('button', { name: 'Restore this version' }).first().waitFor();
    await views.check(admin, 'team-live-site');
    await notSideways(admin, live);
    await live.getByRole('button', { name: 'Restore this version' }).first().click();
    await admin.getByRole('dialog', { name: /^Restore deploy \d+\?$/ }).waitFor();
    await views.check(admin, 'team-restore-version');
    await admin.keyboard.press('Escape');
    await admin.keyboard.press('Escape');
    const people = await openDialog(admin, 'People', 'People');
    // Nia, invited, has not joined: her row has the most buttons.
    await people
      .getByRole('button', { name: 'Send the invitation to new@example.com again' })
      .waitFor();
    await views.check(admin, 'team-people');
    // On a phone each person is a card: nothing scrolls sideways, every Remove is in reach.
    const phone = await atWidth(admin, PHONE_WIDTH, async () => ({
      dialog: await people.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth),
      list: await people
        .getByRole('table', { name: 'The team' })
        .evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth),
      removes: await people.getByRole('button', { name: /^Remove / }).evaluateAll((buttons) =>
        buttons.map((button) => {
          const box = button.getBoundingClientRect();
          return `${button.getAttribute('aria-label')}: ${box.left >= 0 && box.right <= window.innerWidth ? 'in reach' : `at ${box.left}–${box.right} px`}`;
        }),
      ),
    }));
    expect(phone.dialog).toBeLessThanOrEqual(0);
    expect(phone.list).toBeLessThanOrEqual(0);
    expect(phone.removes.length).toBeGreaterThanOrEqual(6);
    expect(phone.removes.filter((where) => !where.endsWith(': in reach'))).toEqual([]);
    await notSideways(admin, people);
    await admin.keyboard.press('Escape');
    const audit = await openDialog(admin, 'Audit log', 'Audit log');
    await audit.getByRole('cell', { name: 'publish', exact: true }).first().waitFor();
    await views.check(admin, 'team-audit-log');
    await notSideways(admin, audit);
    await admin.keyboard.press('Escape');
    const leads = await openDialog(admin, 'Leads', 'Leads');
    await leads.getByRole('table', { name: 'Leads, newest first' }).waitFor();
    await views.check(admin, 'team-leads');
    await notSideways(admin, leads);
    await leads
      .getByRole('table', { name: 'Leads, newest first' })
      .getByRole('button')
      .first()
      .click();
    await admin.getByRole('dialog', { name: /^.+: .+$/ }).waitFor();
    await views.check(admin, 'team-lead-opened');
    await admin.keyboard.press('Escape');
    await admin.keyboard.press('Escape');
    await openDialog(admin, /^Needs attention \(\d+\)$/, 'Needs attention');
    await views.check(admin, 'team-needs-attention');
    await admin.keyboard.press('Escape');
    await admin.context().close();

    // Sales: the Leads workspace alone.
    const sales = await signIn('sam@example.com');
    await sales.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
    await sales.getByRole('table', { name: 'Leads, newest first' }).waitFor();
    await views.check(sales, 'team-sales-leads');
    await sales.getByLabel('E-mail address').fill('ann@example.com');
    await sales.getByRole('button', { name: 'Find their leads' }).click();
    await sales.getByRole('button', { name: 'Download as JSON' }).waitFor();
    await views.check(sales, 'team-lead-request');
    await sales.getByRole('button', { name: 'Ann Lee' }).first().click();
    await sales
      .getByRole('dialog', { name: /Ann Lee/ })
      .getByRole('button', { name: 'Delete this lead' })
      .click();
    await sales.getByRole('dialog', { name: 'Delete this lead?' }).waitFor();
    await views.check(sales, 'team-delete-lead');
    await sales.keyboard.press('Escape');
    await sales.context().close();

    expect(views.checked.length).toBeGreaterThanOrEqual(50);
    expect(views.found).toEqual([]);
    expect(outOfReach).toEqual([]);
  }, 600_000);
});
