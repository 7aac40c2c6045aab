/**
 * The two halves of the lead copy joined: the real team studio as a process (over a bare
 * repository, `--site-origin` the site's origin) and the site built into a temporary folder with
 * VITE_LEADS_URL at the studio's `/api/leads` and the e-mail going to the EmailJS stand-in,
 * served on an origin of its own. A visitor sends the strategy-call form in Chromium: the
 * stand-in receives it once and a `sales` person sees it once in the Leads view; with EmailJS
 * answering 429 and the studio's answer lost, it is retried until each has it once; with the
 * network cut it is kept and sent on the next visit; sent at once from a draft restored when the
 * form opens again, the studio takes it as the form does (a person's); an editor sees the
 * counts, no one's details.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teamApiClient } from '../../src/cli/bench/team-api-client.ts';
import { freePort } from '../../src/cli/bench/team-server-process.ts';
import { launchBrowser } from '../../src/cli/chromium.ts';
import { acceptInvitation } from '../support/accept-invitation.ts';
import { signInTeam, type Team } from '../support/team-people.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { E2E_EMAIL_ENV, emailStandIn } from './email-stand-in-client.ts';
import { definitions, fillForm, sampleValues, submitButton } from './form-driver.ts';
import { buildSiteCopy, serveSiteCopy } from './site-copy-build.ts';

const work = mkdtempSync(join(tmpdir(), 'leads-from-site-e2e-'));
const outDir = join(work, 'dist');
const consultation = definitions.find((definition) => definition.id === 'consultation')!;
const SAVED_LINE = 'Your request is saved on this device and will be sent automatically';
/**
 * A person's pause before sending: longer than the site's too-fast threshold (its default, 2 s),
 * and so than the studio's own (1.5 s), which a build's VITE_FORMS_MIN_FILL_MS does not lower.
 */
const PERSON_PAUSE_MS = 2_200;

let studio: TestTeamServer;
let team: Team;
let api: ReturnType<typeof teamApiClient>;
let site: PreviewServer;
let siteOrigin = '';
let browser: Browser;
/** The `sales` person's studio page, kept open across the cases and reloaded to look again. */
let salesPage: Page;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // The site's origin is needed before the studio starts (`--site-origin`), so its port is chosen
  // first; the studio's address is needed before the site is built (VITE_LEADS_URL).
  const sitePort = await freePort();
  siteOrigin = `http://127.0.0.1:${sitePort}`;
  studio = await startTeamServer({ args: ['--site-origin', siteOrigin] });
  buildSiteCopy(outDir, {
    ...E2E_EMAIL_ENV,
    VITE_EMAILJS_API_ORIGIN: emailStandIn.origin(),
    VITE_LEADS_URL: `${studio.base}/api/leads`,
  });
  site = (await serveSiteCopy(outDir, sitePort)).server;
  api = teamApiClient(studio.base);
  team = await signInTeam(studio);
  browser = await launchBrowser();
  const invited = await api.call('POST', 'users', {
    as: team.admin,
    body: { email: 'sal@example.com', role: 'sales', name: 'Sal Sales' },
  });
  expect(invited.status).toBe(201);
  salesPage = await (await newContext()).newPage();
  await acceptInvitation(salesPage, invited.body.link as string, 'Sal Sales');
  await salesPage.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
}, 300_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await site?.close();
  await studio?.remove();
  await emailStandIn.answerWith('ok');
  rmSync(work, { recursive: true, force: true });
});

beforeEach(async () => {
  await emailStandIn.answerWith('ok');
  await emailStandIn.clear();
});

async function newContext() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return context;
}

/** A visitor fills the strategy-call form on `path` under a name of their own, and sends it. */
async function sendStrategyCall(page: Page, path: string, name: [string, string]) {
  await page.goto(`${siteOrigin}${path}${path.includes('?') ? '&' : '?'}modal=consultation`, {
    waitUntil: 'networkidle',
  });
  const dialog = page.getByRole('dialog', { name: consultation.title });
  await dialog.waitFor();
  await fillForm(dialog, consultation);
  await dialog.getByRole('textbox', { name: 'First Name', exact: true }).fill(name[0]);
  await dialog.getByRole('textbox', { name: 'Last Name', exact: true }).fill(name[1]);
  await page.waitForTimeout(PERSON_PAUSE_MS);
  return dialog;
}

/** The e-mails the EmailJS stand-in received for a person, by first name. */
const emailsFor = async (firstName: string) =>
  (await emailStandIn.requests())
    .map((request) => (request.body as { template_params: Record<string, string> }).template_params)
    .filter((params) => params.firstName === firstName);

const storedLeads = async () =>
  (await api.call('GET', 'leads/counts', { as: team.admin })).body.total as number;

const outboxKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lead-outbox:')));

/** The sales person looks again: the rows of the Leads view for a sender, by their name. */
async function leadRowsFor(name: string): Promise<Locator> {
  await salesPage.reload();
  await salesPage.getByRole('table', { name: 'Leads, newest first' }).waitFor();
  return salesPage.getByRole('button', { name, exact: true });
}

async function expectOneLeadInView(name: string, page: string, id: string) {
  const rows = await leadRowsFor(name);
  await rows.first().waitFor();
  expect(await rows.count()).toBe(1);
  await rows.click();
  const detail = salesPage.getByRole('dialog', { name: new RegExp(name) });
  await detail.waitFor();
  const text = await detail.innerText();
  const sample = sampleValues(consultation);
  for (const label of ['First Name', 'Company Name', 'Location (City, State)']) {
    expect(text).toContain(label);
  }
  expect(text).toContain(sample.company as string);
  expect(text).toContain(sample.location as string);
  expect(text).toContain(page);
  expect((await api.call('GET', `leads/${id}`, { as: team.admin })).status).toBe(200);
  await salesPage.keyboard.press('Escape');
  await detail.waitFor({ state: 'detached' });
}

describe('a strategy-call lead from the built site', () => {
  it('is e-mailed through the stand-in once and shows once in the sales person’s Leads view', async () => {
    const before = await storedLeads();
    const page = await (await newContext()).newPage();
    const dialog = await sendStrategyCall(
      page,
      '/pricing?utm_source=newsletter&utm_campaign=spring-pricing',
      ['Ana', 'Joined'],
    );
    await submitButton(dialog, consultation).click();
    await page.getByRole('status').filter({ hasText: consultation.messages.success }).waitFor();

    await expect.poll(() => storedLeads()).toBe(before + 1);
    const emails = await emailsFor('Ana');
    expect(emails).toHaveLength(1);
    await expectOneLeadInView('Ana Joined', '/pricing', emails[0]!.submission_id!);
    const detailText = await api.call('GET', `leads/${emails[0]!.submission_id}`, {
      as: team.admin,
    });
    expect(JSON.stringify(detailText.body)).toContain('spring-pricing');
    expect(await outboxKeys(page)).toEqual([]);
  });

  it('with EmailJS answering 429 and the studio’s answer lost, arrives once at each after the retry', async () => {
    const before = await storedLeads();
    await emailStandIn.answerWith('429', 1);
    const page = await (await newContext()).newPage();
    // The first copy reaches the studio, which stores it, but its answer never comes back: the
    // browser must send it again and the studio must keep it once.
    let lost = 0;
    await page.route(`${studio.base}/api/leads`, async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.continue();
      lost++;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const dialog = await sendStrategyCall(page, '/', ['Ben', 'Retried']);
    await submitButton(dialog, consultation).click();
    const alert = dialog.getByRole('alert');
    await alert.filter({ hasText: consultation.messages.failure }).waitFor();
    expect(await alert.innerText()).toContain(SAVED_LINE);

    await page
      .getByRole('status')
      .filter({ hasText: consultation.messages.success })
      .waitFor({ timeout: 20_000 });
    expect(lost).toBe(1);
    await expect.poll(() => outboxKeys(page), { timeout: 20_000 }).toEqual([]);
    // Two requests reached the stand-in under one id: the first answered 429, the second 200.
    const emails = await emailsFor('Ben');
    expect(emails).toHaveLength(2);
    const id = emails[0]!.submission_id!;
    expect(emails[1]!.submission_id).toBe(id);
    expect(await storedLeads()).toBe(before + 1);
    await expectOneLeadInView('Ben Retried', '/', id);
  });

  it('with the network cut during the send, is kept on the device and sent on the next visit', async () => {
    const before = await storedLeads();
    const context = await newContext();
    const page = await context.newPage();
    const dialog = await sendStrategyCall(page, '/', ['Cy', 'Offline']);
    await context.setOffline(true);
    await submitButton(dialog, consultation).click();
    const alert = dialog.getByRole('alert');
    await alert.filter({ hasText: consultation.messages.failure }).waitFor();
    expect(await alert.innerText()).toContain(SAVED_LINE);
    const kept = await outboxKeys(page);
    expect(kept).toHaveLength(1);
    await page.close();
    expect(await emailsFor('Cy')).toEqual([]);
    expect(await storedLeads()).toBe(before);

    // The next visit, on another page, with the network back.
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto(`${siteOrigin}/about`, { waitUntil: 'load' });
    const id = kept[0]!.slice('lead-outbox:'.length);
    await expect.poll(() => storedLeads(), { timeout: 20_000 }).toBe(before + 1);
    await expect.poll(async () => (await emailsFor('Cy')).length, { timeout: 20_000 }).toBe(1);
    expect((await emailsFor('Cy'))[0]!.submission_id).toBe(id);
    await expect.poll(() => outboxKeys(next)).toEqual([]);
    // The page it was sent from, not the one the next visit opened.
    await expectOneLeadInView('Cy Offline', '/', id);
  });

  it('filled from the visitor’s draft when opened again and sent at once, reaches the studio too', async () => {
    const before = await storedLeads();
    const page = await (await newContext()).newPage();
    await sendStrategyCall(page, '/', ['Di', 'Drafted']);
    // The tab opens the form again before the send: it comes back filled from the draft and the
    // visitor sends it straight away, which the form takes for a person's send, so must the studio.
    await page.goto(`${siteOrigin}/?modal=consultation`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog', { name: consultation.title });
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Last Name', exact: true }).inputValue())
      .toBe('Drafted');
    await submitButton(dialog, consultation).click();
    await page.getByRole('status').filter({ hasText: consultation.messages.success }).waitFor();
    await expect.poll(async () => (await emailsFor('Di')).length).toBe(1);
    await expect.poll(() => storedLeads()).toBe(before + 1);
    await expectOneLeadInView('Di Drafted', '/', (await emailsFor('Di'))[0]!.submission_id!);
  });

  it('with EmailJS failing but the studio storing the copy, tells the visitor it was received; the e-mail follows', async () => {
    const before = await storedLeads();
    await emailStandIn.answerWith('500', 1);
    const page = await (await newContext()).newPage();
    const dialog = await sendStrategyCall(page, '/about', ['Eve', 'Received']);
    await submitButton(dialog, consultation).click();
    // The team has the lead: the visitor is not told of an error, nor asked to call instead.
    await page.getByRole('status').filter({ hasText: consultation.messages.success }).waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(await storedLeads()).toBe(before + 1);
    // The e-mail was kept on the device and goes on the outbox's next try.
    await expect.poll(async () => (await emailsFor('Eve')).length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => outboxKeys(page), { timeout: 20_000 }).toEqual([]);
    await expectOneLeadInView(
      'Eve Received',
      '/about',
      (await emailsFor('Eve'))[0]!.submission_id!,
    );
  });

  it('shows an editor the counts for the form and its pages, and no one’s details', async () => {
    const invited = await api.call('POST', 'users', {
      as: team.admin,
      body: { email: 'edna@example.com', role: 'editor', name: 'Edna Editor' },
    });
    const page = await (await newContext()).newPage();
    await acceptInvitation(page, invited.body.link as string, 'Edna Editor');
    await page.getByRole('button', { name: 'Leads' }).click();
    const view = page.getByRole('dialog', { name: 'Leads' });
    /** A counts table as the editor reads it: each row's label and its count. */
    const countsIn = async (caption: string) => {
      const table = view.getByRole('table', { name: caption });
      await table.waitFor();
      const rows = await table
        .getByRole('row')
        .evaluateAll((found) =>
          found.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.innerText.trim())),
        );
      return Object.fromEntries(rows.filter((cells) => cells.length === 2));
    };
    expect(await countsIn('By form')).toEqual({ [`${consultation.title} (consultation)`]: '5' });
    expect(await countsIn('By page')).toEqual({ '/pricing': '1', '/': '3', '/about': '1' });
    const text = await view.innerText();
    const sample = sampleValues(consultation);
    for (const personal of [
      'Ana Joined',
      'Ben Retried',
      'Cy Offline',
      sample.email,
      sample.phone,
      sample.company,
    ]) {
      expect(text).not.toContain(personal as string);
    }
    expect(await view.getByRole('link', { name: 'Export these as CSV' }).count()).toBe(0);
    expect((await api.call('GET', 'leads', { as: team.editor })).status).toBe(403);
  });
});
