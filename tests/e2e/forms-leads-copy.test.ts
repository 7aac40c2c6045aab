/**
 * Every lead reaches the team: the site is built a second time, into a temporary folder, with
 * VITE_LEADS_URL pointing at a stand-in of the studio's lead endpoint (lead-receiver.ts, a real
 * HTTP server on another origin, so CORS and the CSP are those of a site on its own host) and
 * with the e-mail going to the EmailJS stand-in; the too-fast check keeps its default (2 s).
 * A lead goes to both under one id; a 429 or 503 is retried until each has it once; with the
 * network cut it is kept and sent on the next visit; spam is sent nowhere but counted.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../src/cli/chromium.ts';
import { E2E_EMAIL_ENV, emailStandIn } from './email-stand-in-client.ts';
import { definitions, fillForm, sampleValues, submitButton } from './form-driver.ts';
import { startLeadReceiver } from './lead-receiver.ts';
import { buildSiteCopy, serveSiteCopy } from './site-copy-build.ts';

const work = mkdtempSync(join(tmpdir(), 'leads-copy-e2e-'));
const outDir = join(work, 'dist');
let receiver: Awaited<ReturnType<typeof startLeadReceiver>>;
let server: PreviewServer;
let browser: Browser;
let origin = '';
const contexts: BrowserContext[] = [];

const consultation = definitions.find((definition) => definition.id === 'consultation')!;
const newsletter = definitions.find((definition) => definition.id === 'newsletter')!;
const SAVED_LINE = 'Your request is saved on this device and will be sent automatically';
/** Longer than the too-fast threshold the site was built with (its default, 2 s). */
const PERSON_PAUSE_MS = 2_200;

beforeAll(async () => {
  receiver = await startLeadReceiver();
  buildSiteCopy(outDir, {
    ...E2E_EMAIL_ENV,
    VITE_EMAILJS_API_ORIGIN: emailStandIn.origin(),
    VITE_LEADS_URL: `${receiver.url}/api/leads`,
  });
  ({ server, origin } = await serveSiteCopy(outDir));
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.close();
  await receiver?.close();
  await emailStandIn.answerWith('ok');
  rmSync(work, { recursive: true, force: true });
});

beforeEach(async () => {
  await emailStandIn.answerWith('ok');
  await emailStandIn.clear();
  receiver.clear();
});

/** A visitor: one browser profile (its localStorage survives its pages), problems recorded. */
async function visitor() {
  const context = await browser.newContext();
  contexts.push(context);
  const problems: string[] = [];
  const scripts: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.text().includes('Content-Security-Policy')) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
  };
  context.on('page', watch);
  return { context, problems, scripts };
}

async function openModal(
  page: Page,
  path: string,
  formId: string,
  title: string,
  waitUntil: 'load' | 'networkidle' = 'networkidle',
) {
  await page.goto(`${origin}${path}${path.includes('?') ? '&' : '?'}modal=${formId}`, {
    waitUntil,
  });
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

const emailsSent = async () =>
  (await emailStandIn.requests()).map(
    (request) => (request.body as { template_params: Record<string, string> }).template_params,
  );

const outboxKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lead-outbox:')));

describe('a strategy-call lead', () => {
  it('reaches EmailJS and the studio once each, under one id, with its page and campaign', async () => {
    const { context, problems, scripts } = await visitor();
    const page = await context.newPage();
    // The visit lands from a campaign's link.
    await page.goto(`${origin}/pricing?utm_source=newsletter&utm_campaign=spring-pricing`, {
      waitUntil: 'networkidle',
    });
    // The islands entry keeps where the visit came from, once it has run.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('lead-visit-source')))
      .toBe(
        JSON.stringify({
          utm: { utm_source: 'newsletter', utm_campaign: 'spring-pricing' },
          referrer: '',
        }),
      );
    // Nothing kept from an earlier visit: the outbox code is no part of the page's load.
    expect(scripts.filter((path) => /outbox-runner/.test(path))).toEqual([]);
    const dialog = await openModal(page, '/pricing', 'consultation', consultation.title);
    await fillForm(dialog, consultation);
    await page.waitForTimeout(PERSON_PAUSE_MS);
    await submitButton(dialog, consultation).click();
    await page.getByRole('status').filter({ hasText: consultation.messages.success }).waitFor();

    await expect.poll(() => receiver.leads.size).toBe(1);
    const [lead] = [...receiver.leads.values()];
    const emails = await emailsSent();
    expect(emails).toHaveLength(1);
    expect(emails[0]!.submission_id).toBe(lead!.id);
    expect(lead).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      formId: 'consultation',
      values: sampleValues(consultation),
      page: '/pricing',
      referrer: '',
      utm: { utm_source: 'newsletter', utm_campaign: 'spring-pricing' },
      elapsedMs: expect.any(Number),
      honeypot: '',
    });
    expect(lead!.elapsedMs).toBeGreaterThanOrEqual(PERSON_PAUSE_MS);
    // The studio is on another origin: the shipped policy lets the page connect to it.
    const connect = /connect-src ([^;]*)/.exec(readFileSync(join(outDir, '_headers'), 'utf8'))!;
    expect(connect[1]!.split(' ')).toEqual(["'self'", emailStandIn.origin(), receiver.url]);
    expect(receiver.attempts).toHaveLength(1);
    expect(await outboxKeys(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('with EmailJS answering 429 and the studio 503 once, is kept, then arrives once at each', async () => {
    await emailStandIn.answerWith('429', 1);
    receiver.failNext(503, 1);
    const { context, problems } = await visitor();
    const page = await context.newPage();
    const dialog = await openModal(page, '/', 'consultation', consultation.title);
    await fillForm(dialog, consultation);
    await page.waitForTimeout(PERSON_PAUSE_MS);
    await submitButton(dialog, consultation).click();

    // The specification's message, word for word, and under it what happens to the request.
    const alert = dialog.getByRole('alert');
    await alert.filter({ hasText: consultation.messages.failure }).waitFor();
    const text = await alert.innerText();
    expect(text).toContain(SAVED_LINE);
    expect(text).toContain('(555) 123-4567');
    expect(text).toContain('hello@tradelift.example');
    expect(await outboxKeys(page)).toHaveLength(1);

    // Retried while the page is open: the form then says it went.
    await page
      .getByRole('status')
      .filter({ hasText: consultation.messages.success })
      .waitFor({ timeout: 20_000 });
    await expect.poll(() => receiver.leads.size, { timeout: 20_000 }).toBe(1);
    const emails = await emailsSent();
    expect(emails).toHaveLength(2);
    const [id] = [...receiver.leads.keys()];
    expect(emails.map((params) => params.submission_id)).toEqual([id, id]);
    expect(receiver.attempts.map((lead) => lead.id)).toEqual([id, id]);
    expect(await outboxKeys(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('with the network cut, is kept on the device and sent on the next visit', async () => {
    const { context, problems, scripts } = await visitor();
    const page = await context.newPage();
    const cut = new RegExp(`^(${emailStandIn.origin()}|${receiver.url})/`);
    await page.route(cut, (route) => route.abort('internetdisconnected'));
    const dialog = await openModal(page, '/', 'consultation', consultation.title);
    await fillForm(dialog, consultation);
    await page.waitForTimeout(PERSON_PAUSE_MS);
    await submitButton(dialog, consultation).click();
    const alert = dialog.getByRole('alert');
    await alert.filter({ hasText: consultation.messages.failure }).waitFor();
    expect(await alert.innerText()).toContain(SAVED_LINE);
    // Everything typed stays in the form.
    expect(await dialog.getByRole('textbox', { name: 'Company Name' }).inputValue()).toBe(
      sampleValues(consultation).company,
    );
    const kept = await outboxKeys(page);
    expect(kept).toHaveLength(1);
    await page.close();
    expect(await emailStandIn.requests()).toEqual([]);
    expect(receiver.attempts).toEqual([]);

    // The next visit, on another page, with the network back.
    scripts.length = 0;
    const next = await context.newPage();
    await next.goto(`${origin}/about`, { waitUntil: 'load' });
    await expect.poll(() => receiver.leads.size, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await emailsSent()).length, { timeout: 20_000 }).toBe(1);
    const id = kept[0]!.slice('lead-outbox:'.length);
    expect(receiver.leads.has(id)).toBe(true);
    expect((await emailsSent())[0]!.submission_id).toBe(id);
    await expect.poll(() => outboxKeys(next)).toEqual([]);
    // Only a visit with something kept loads the outbox code.
    expect(scripts.some((path) => /outbox-runner/.test(path))).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('spam', () => {
  it('a form sent faster than a person types is sent nowhere, reported, and thanked', async () => {
    const { context } = await visitor();
    const page = await context.newPage();
    // Filled and sent the moment it shows, as a bot does.
    const dialog = await openModal(page, '/', 'newsletter', newsletter.title, 'load');
    await fillForm(dialog, newsletter);
    await submitButton(dialog, newsletter).click();
    await page.getByRole('status').filter({ hasText: newsletter.messages.success }).waitFor();
    await expect
      .poll(() => receiver.refusals)
      .toEqual([{ formId: 'newsletter', page: '/', reason: 'too-fast' }]);
    expect(receiver.attempts).toEqual([]);
    expect(await emailStandIn.requests()).toEqual([]);
    expect(await outboxKeys(page)).toEqual([]);
  });

  it('a filled honeypot is sent nowhere, reported, and thanked', async () => {
    const { context } = await visitor();
    const page = await context.newPage();
    const dialog = await openModal(page, '/', 'newsletter', newsletter.title);
    await fillForm(dialog, newsletter);
    await dialog
      .locator('input[name="url_homepage"]')
      .evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
    await page.waitForTimeout(PERSON_PAUSE_MS);
    await submitButton(dialog, newsletter).click();
    await page.getByRole('status').filter({ hasText: newsletter.messages.success }).waitFor();
    await expect
      .poll(() => receiver.refusals)
      .toEqual([{ formId: 'newsletter', page: '/', reason: 'honeypot' }]);
    expect(receiver.attempts).toEqual([]);
    expect(await emailStandIn.requests()).toEqual([]);
  });
});
