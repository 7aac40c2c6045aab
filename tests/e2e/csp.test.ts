/**
 * The site works under its Content-Security-Policy: the preview server sends the headers the
 * build wrote to dist/_headers; the policy allows the site's own scripts and nothing more, and
 * the downloads build their files with no `securitypolicyviolation` event and no console error.
 * Every route, each of its controls pressed and the header's modal opened, is checked under the
 * policy by every-button.test.ts, on the page it opens anyway.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { tagsOf } from '../../src/cli/built-site.ts';
import { svgDataUrl } from '../../src/build/plugins/inline-favicon.ts';
import { inlineScriptHashes } from '../../src/content/security-headers.ts';
import { baseUrl, setupBrowser } from './harness.ts';
import { openUnderPolicy, policyViolations, shippedPolicy } from './policy.ts';
import { downloadActions } from './site-data.ts';

setupBrowser();

const policy = shippedPolicy();
const directive = (name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe('the policy', () => {
  it('allows only the site’s own scripts, its own origin and EmailJS to connect, no framing', () => {
    // The site's own files, plus exactly the inline scripts of the built pages, by hash.
    const [self, ...hashes] = directive('script-src');
    expect(self).toBe("'self'");
    const pages = readdirSync('dist', { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html'));
    const expected = new Set(
      pages.flatMap((file) => inlineScriptHashes(readFileSync(join('dist', file), 'utf8'))),
    );
    expect(hashes.sort()).toEqual([...expected].sort().map((hash) => `'sha256-${hash}'`));
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive('script-src').join(' ')).not.toMatch(/unsafe-inline/);
    expect(directive('connect-src')).toEqual(["'self'", new URL(inject('emailStandIn')).origin]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
  });

  it('lets every page show its icon, carried in the page itself (no request races the paint)', async () => {
    const icon = svgDataUrl(readFileSync('public/favicon.svg', 'utf8'));
    const pages = readdirSync('dist', { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html'));
    for (const file of pages) {
      const links = tagsOf(readFileSync(join('dist', file), 'utf8'), 'link');
      expect(
        links.filter((link) => link.rel === 'icon').map((link) => link.href),
        file,
      ).toEqual([icon]);
    }
    // The browser draws it under the policy (img-src allows data: URLs).
    const { page, problems } = await openUnderPolicy('/pricing');
    const size = await page.evaluate(async () => {
      const image = new Image();
      image.src = document.querySelector<HTMLLinkElement>('link[rel=icon]')!.href;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    });
    expect(size[0]).toBeGreaterThan(0);
    expect(size[0]).toBe(size[1]);
    expect(await policyViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is sent with every page, and hashed assets are cached for a year', async () => {
    const page = await fetch(baseUrl() + '/pricing');
    expect(page.headers.get('content-security-policy')).toBe(policy);
    expect(page.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
    const asset = /data-entry="(\/assets\/[^"]+\.js)"/.exec(await page.text())![1]!;
    const response = await fetch(baseUrl() + asset, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBe(policy);
  });
});

const downloads = downloadActions();
describe('downloads under the policy', () => {
  it('has download buttons to try (the site ships PDF downloads)', () => {
    expect(downloads.length).toBeGreaterThan(0);
  });

  it.each(downloads)('$route: “$label” builds its file', async ({ route, label }) => {
    const { page, problems } = await openUnderPolicy(route);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 20_000 }),
      page.getByRole('button', { name: label }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await policyViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
