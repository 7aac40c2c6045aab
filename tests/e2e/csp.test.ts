/**
 * The site works under its Content-Security-Policy: the preview server sends the headers the
 * build wrote to dist/_headers, and every route loads, hydrates, opens the header's modal and
 * builds its downloads with no `securitypolicyviolation` event and no console error.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readDist, tagsOf } from '../../src/cli/built-site.ts';
import { svgDataUrl } from '../../src/content/inline-favicon-plugin.ts';
import {
  headersForPath,
  inlineScriptHashes,
  parseHeadersFile,
} from '../../src/content/security-headers.ts';
import { baseUrl, openPage, setupBrowser, visit } from './harness.ts';
import { downloadActions, routes, site } from './site-data.ts';

setupBrowser();

const shipped = parseHeadersFile(readDist('_headers'));
const policy = headersForPath(shipped, '/')['Content-Security-Policy'] ?? '';
const directive = (name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

/** Opens a route with a recorder of CSP violations installed before any script runs. */
async function openUnderPolicy(route: string, width = 1280) {
  const watched = await openPage('', { width });
  await watched.page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  const response = await visit(watched.page, baseUrl() + route);
  return { ...watched, response };
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

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
    expect(await violations(page)).toEqual([]);
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

// Each route's console is checked here (no error, no hydration warning), its header awake.
describe.each(routes)('%s under the policy', (route) => {
  it('loads, hydrates and opens the header’s modal with no violation', async () => {
    const { page, problems, response } = await openUnderPolicy(route);
    expect(response?.headers()['content-security-policy']).toBe(policy);
    await page.getByRole('banner').getByRole('button', { name: site.header.cta.label }).click();
    await page.getByRole('dialog').waitFor();
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
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
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
