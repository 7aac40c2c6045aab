/**
 * The table of every route, the index of every section and the table of downloads grow with the
 * site, so none is part of any first load: a page hydrates from its own module (named in its HTML, with the routes of
 * the sections its links scroll to), the table arrives with the first intent to navigate, and
 * navigation then works as before.
 */
import { describe, expect, it } from 'vitest';
import { firstLoads } from '../../src/cli/size.ts';
import { readDist } from '../../src/cli/built-site.ts';
import { CHUNK_MODULES_FILE } from '../../src/content/static-site-plugin.ts';
import { baseUrl, hydrated, openPage, setupBrowser } from './harness.ts';

setupBrowser();

describe('the route table', () => {
  it('is in no route’s first load, and a page’s first load holds no other page', () => {
    const modules = JSON.parse(readDist(CHUNK_MODULES_FILE)) as Record<
      string,
      Record<string, number>
    >;
    for (const load of firstLoads()) {
      const ids = load.js.flatMap((file) => Object.keys(modules[file] ?? {}));
      expect(
        ids.filter((id) => id.includes('src/render/route-table.ts')),
        load.route,
      ).toEqual([]);
      expect(
        ids.filter((id) => /virtual:(section-routes|downloads)/.test(id)),
        load.route,
      ).toEqual([]);
      expect(
        ids.filter((id) => /\/pages\/(.*\/)?[^_/][^/]*\.yaml$/.test(id)).length,
        load.route,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('leaves the section index unloaded: a page knows where its own scrollTo links lead', async () => {
    const modules = JSON.parse(readDist(CHUNK_MODULES_FILE)) as Record<
      string,
      Record<string, number>
    >;
    const indexChunk = Object.keys(modules).find((file) =>
      Object.keys(modules[file]!).some((id) => id.includes('virtual:section-routes')),
    );
    expect(indexChunk).toBeDefined();
    const { page, problems } = await openPage('');
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/' + indexChunk)) indexRequests.push(request.url());
    });
    await page.goto(baseUrl() + '/pricing', { waitUntil: 'networkidle' });
    await hydrated(page);
    const contact = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' });
    expect(await contact.getAttribute('href')).toBe('/contact#contact');
    await contact.click();
    await page.waitForURL('**/contact#contact');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('loads on the first hover of a link, then the click navigates', async () => {
    const { page, problems } = await openPage('');
    const tableRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/route-table-[^/]+\.js$/.test(request.url())) tableRequests.push(request.url());
    });
    await page.goto(baseUrl() + '/', { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(tableRequests).toEqual([]);
    const pricing = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' });
    await pricing.hover();
    await expect.poll(() => tableRequests.length).toBe(1);
    await pricing.click();
    await page.waitForURL('**/pricing');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/pricing/i);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
