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
}

/** Every action in a page's YAML that opens the resource-request form. */
function requestButtons(route: string): RequestButton[] {
  const found: RequestButton[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const value = node as Record<string, unknown>;
    if (value.modal === 'resource-request') {
      const prefill = value.prefill as { item: string; kind: string };
      found.push({ label: value.label as string, item: prefill.item, kind: prefill.kind });
    }
    Object.values(value).forEach(visit);
  };
  visit(parse(readFileSync(`pages${route}.yaml`, 'utf8')));
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const routes = ['/growth-library', '/blog'];

describe.each(routes)('resource buttons on %s', (route) => {
  const buttons = requestButtons(route);

  it('are all there: the library, its videos and the articles', () => {
    const labels = new Set(buttons.map((button) => button.label));
    expect(buttons.length).toBeGreaterThanOrEqual(4);
    expect([...labels].sort()).toEqual(
      route === '/blog'
        ? ['Email Me the Full Article', 'Get the Article']
        : ['Download', 'Watch Now'],
    );
  });

  it('each names its item in the dialog, the sent e-mail and the success message', async () => {
    const { page, problems } = await openPage(route);
    for (const { label, item, kind } of buttons) {
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
      await dialog.getByRole('button', { name: 'Email It to Me' }).click();

      const success = dialog.getByRole('status');
      await success.filter({ hasText: item }).waitFor();
      expect(await success.textContent()).toContain('within five minutes');
      expect(await success.textContent()).toContain('ana@example.com');
      const requests = await emailStandIn.requests();
      expect(requests).toHaveLength(1);
      const params = (requests[0]!.body as { template_params: Record<string, string> })
        .template_params;
      expect(params).toMatchObject({
        form_type: 'resource-request',
        subject: `Resource request: ${item} (${kind})`,
        item,
        kind,
        email: 'ana@example.com',
      });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);
});
