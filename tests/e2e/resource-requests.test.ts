/**
 * Every library Download, video Watch Now and blog article button asks for its own item: the
 * dialog is named after it, the e-mail's subject and fields name it, and the success message
 * says what arrives and when. The buttons are read from the pages' YAML, so a new card is
 * covered without touching this file.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { emailStandIn } from './email-stand-in-client.ts';
import { openPage, setupBrowser } from './harness.ts';

setupBrowser();

interface RequestButton {
  label: string;
  item: string;
  kind: string;
  /** A file under public/ the site has for the item. */
  file?: string;
}

/** Every action in a page's YAML that opens the resource-request form. */
function requestButtons(route: string): RequestButton[] {
  const found: RequestButton[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const value = node as Record<string, unknown>;
    if (value.modal === 'resource-request') {
      const prefill = value.prefill as Omit<RequestButton, 'label'>;
      found.push({ label: value.label as string, ...prefill });
    }
    Object.values(value).forEach(visit);
  };
  visit(parse(readFileSync(`pages${route}.yaml`, 'utf8')));
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const routes = ['/growth-library', '/blog', '/webinars'];
const expectedLabels: Record<string, string[]> = {
  '/growth-library': ['Download', 'Watch Now'],
  '/blog': ['Email Me the Full Article', 'Get the Article'],
  '/webinars': ['Watch Recording'],
};

describe.each(routes)('resource buttons on %s', (route) => {
  const buttons = requestButtons(route);

  it('are all there (library, videos, articles, recordings), one with its file', () => {
    const labels = new Set(buttons.map((button) => button.label));
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    expect([...labels].sort()).toEqual(expectedLabels[route]);
    if (route === '/growth-library') expect(buttons.some((button) => button.file)).toBe(true);
  });

  it('each names its item in the dialog, the sent e-mail and the success message', async () => {
    const { page, problems } = await openPage(route);
    for (const { label, item, kind, file } of buttons) {
      await emailStandIn.clear();
      // The SDK's rate limit would refuse the next request within seconds; each is a new visit.
      await page.evaluate(() => localStorage.clear());
      // The card's title follows the label for screen readers ("Download: Storm Season Playbook").
      const name = new RegExp(`^${escapeRegExp(label)}\\s*:\\s*${escapeRegExp(item)}$`);
      await page.getByRole('button', { name }).click();
      const dialog = page.getByRole('dialog', { name: `Get “${item}”` });
      await dialog.waitFor();
      expect(await dialog.getByText(`free ${kind}`).count()).toBe(1);
      await dialog.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
      const download = file ? page.waitForEvent('download') : undefined;
      await dialog.getByRole('button', { name: 'Email It to Me' }).click();

      const success = dialog.getByRole('status');
      await success.filter({ hasText: item }).waitFor();
      expect(await success.textContent()).toContain('within five minutes');
      expect(await success.textContent()).toContain('ana@example.com');
      if (download && file) {
        // Where the site has the file, it downloads: the very file in public/.
        const name = file.split('/').pop()!;
        const arrived = await download;
        expect(arrived.suggestedFilename()).toBe(name);
        expect(readFileSync(await arrived.path(), 'utf8')).toBe(
          readFileSync(`public${file}`, 'utf8'),
        );
        expect(await success.textContent()).toContain(`Your download of ${name} has started.`);
      }
      const requests = await emailStandIn.requests();
      expect(requests).toHaveLength(1);
      const params = (requests[0]!.body as { template_params: Record<string, string> })
        .template_params;
      expect(params).toMatchObject({
        form_type: 'resource-request',
        subject: `Resource request: ${item} (${kind})`,
        item,
        kind,
        file: file ?? '',
        email: 'ana@example.com',
      });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe('an upcoming webinar', () => {
  it('registers for that webinar: dialog, e-mail and success message name it and its date', async () => {
    await emailStandIn.clear();
    const { page, problems } = await openPage('/webinars');
    const title = 'AI Lead Response That Books Estimates';
    const when = 'December 10, 2026, 2:00 PM EST';
    await page
      .getByRole('button', { name: new RegExp(`^Register Free\\s*:\\s*${title}$`) })
      .click();
    const dialog = page.getByRole('dialog', { name: `Reserve your seat: ${title}` });
    await dialog.waitFor();
    expect(await dialog.getByText(`Live on ${when}.`).count()).toBe(1);
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Ana Lima');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
    await dialog.getByRole('button', { name: 'Reserve My Seat' }).click();
    const success = dialog.getByRole('status');
    await success.filter({ hasText: title }).waitFor();
    expect(await success.textContent()).toContain(`live on ${when}`);
    expect(await success.textContent()).toContain('ana@example.com within five minutes');
    const requests = await emailStandIn.requests();
    expect(requests).toHaveLength(1);
    expect((requests[0]!.body as { template_params: unknown }).template_params).toMatchObject({
      form_type: 'webinar-registration',
      subject: `Webinar registration: ${title} (${when})`,
      webinar: title,
      when,
    });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
