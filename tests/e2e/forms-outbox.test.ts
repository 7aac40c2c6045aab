/**
 * With no EmailJS configuration, `npm start` (vite preview with the project's config) delivers
 * form submissions to the local outbox. The site is built here a second time, without the
 * e-mail variables, into a temporary folder, and served the way `npm start` serves it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../src/cli/chromium.ts';
import { definitions, fillForm, sampleValues, submitButton } from './form-driver.ts';
import { buildSiteCopy, serveSiteCopy } from './site-copy-build.ts';

const work = mkdtempSync(join(tmpdir(), 'outbox-e2e-'));
const outDir = join(work, 'dist');
const outbox = join(work, 'outbox');
let server: PreviewServer;
let browser: Browser;
let origin = '';

beforeAll(async () => {
  buildSiteCopy(
    outDir,
    // The test fills the form faster than a person would.
    { VITE_FORMS_MIN_FILL_MS: '0' },
    (name) => name.startsWith('VITE_EMAILJS_'),
  );
  // The preview below reads its configuration from this process, as `npm start` would.
  for (const key of Object.keys(process.env))
    if (key.startsWith('VITE_EMAILJS_')) Reflect.deleteProperty(process.env, key);
  process.env.OUTBOX_DIR = outbox;
  ({ server, origin } = await serveSiteCopy(outDir));
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  delete process.env.OUTBOX_DIR;
  rmSync(work, { recursive: true, force: true });
});

describe('npm start with no e-mail configuration', () => {
  it('stores a submitted form as a JSON file in the outbox', async () => {
    const consultation = definitions.find((definition) => definition.id === 'consultation')!;
    const page = await browser.newPage();
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto(`${origin}/?modal=consultation`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog', { name: consultation.title });
    await fillForm(dialog, consultation);
    await submitButton(dialog, consultation).click();
    await page.getByRole('status').filter({ hasText: consultation.messages.success }).waitFor();

    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    const stored = JSON.parse(readFileSync(join(outbox, files[0]!), 'utf8'));
    expect(stored).toMatchObject({
      endpoint: '/api/v1.0/email/send',
      lib_version: '4.4.1',
      user_id: 'local-outbox',
      service_id: 'local-outbox',
      template_id: 'consultation',
      template_params: {
        to_name: 'Admin',
        form_type: 'consultation',
        subject: 'New Consultation Request',
        ...sampleValues(consultation),
        submission_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    expect(logs.some((line) => line.includes('local outbox'))).toBe(true);
    await page.close();
  });

  it('answers the multipart send-form endpoint too', async () => {
    const body = new FormData();
    for (const [key, value] of Object.entries({
      lib_version: '4.4.1',
      user_id: 'local-outbox',
      service_id: 'local-outbox',
      template_id: 'contact',
      form_type: 'contact',
      name: 'Ana',
    }))
      body.append(key, value);
    const response = await fetch(`${origin}/api/v1.0/email/send-form`, { method: 'POST', body });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const file = readdirSync(outbox).find((name) => name.endsWith('-contact.json'))!;
    expect(JSON.parse(readFileSync(join(outbox, file), 'utf8'))).toMatchObject({
      endpoint: '/api/v1.0/email/send-form',
      template_id: 'contact',
      template_params: { form_type: 'contact', name: 'Ana' },
    });
  });
});
