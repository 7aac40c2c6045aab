/**
 * Built pages are islands (src/islands/): no page and no table of pages reaches the browser, a
 * page that is only read runs nothing but the runtime, an island wakes when touched and alone,
 * and moving between pages is a plain page load the hover has already fetched.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { htmlOf, readDist, tagsOf } from '../../src/cli/built-site.ts';
import { firstLoads } from '../../src/cli/size.ts';
import { CHUNK_MODULES_FILE } from '../../src/build/plugins/static-site.ts';
import { baseUrl, hydrated, openPage, scriptRequests, setupBrowser } from './harness.ts';

setupBrowser();

const awakeIslands = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island-awake]')].map(
      (element) => element.dataset.island,
    ),
  );

describe('islands', () => {
  it('no browser chunk holds a page or the route table', () => {
    const modules = JSON.parse(readDist(CHUNK_MODULES_FILE)) as Record<
      string,
      Record<string, number>
    >;
    const ids = Object.values(modules).flatMap((chunk) => Object.keys(chunk));
    expect(ids.length).toBeGreaterThan(0);
    // Not even a page that declares a download: its block's data is a file the build writes
    // outside Vite (download-files.ts). `_site.yaml` (header, footer) is not a page.
    expect(ids.filter((id) => /\/pages\/[^_/][^?]*\.yaml/.test(id))).toEqual([]);
    expect(ids.filter((id) => /route-table/.test(id))).toEqual([]);
    // No table of the site's downloads or sections either: the pages carry their links.
    expect(ids.filter((id) => /virtual:(downloads|section-routes)/.test(id))).toEqual([]);
    const declared = readdirSync('pages').filter((file) =>
      /^\s+fileName:/m.test(readFileSync(join('pages', file), 'utf8')),
    );
    expect(declared.length).toBeGreaterThan(0);
    expect(readdirSync(join('dist', 'assets')).some((file) => file.endsWith('.json'))).toBe(false);
    const dataFiles = readdirSync(join('dist', 'assets', 'downloads'));
    expect(dataFiles).toContainEqual(expect.stringMatching(/^curriculum-pdf-[0-9a-f]{12}\.json$/));
    // The page whose button names it carries its link; no chunk names its file.
    expect(htmlOf('/curriculum')).toContain(`"data":"/assets/downloads/${dataFiles[0]}"`);
    for (const chunk of Object.keys(modules)) {
      expect(readDist(chunk), chunk).not.toContain(dataFiles[0]);
      expect(readDist(chunk), chunk).not.toContain('TradeLift-Growth-Strategist-Curriculum.pdf');
    }
  });

  it('every page is whole in its HTML: no part is left for the browser to render', () => {
    // The prerender renders synchronously where it can and waits where a part suspends (a
    // lazy form not loaded yet): no boundary may come out client-rendered (`<!--$!`).
    const withForm = readdirSync('pages').filter((file) =>
      /^\s*- type: form$/m.test(readFileSync(join('pages', file), 'utf8')),
    );
    expect(withForm.length).toBeGreaterThan(0);
    for (const load of firstLoads()) {
      const html = htmlOf(load.route);
      expect(html, load.route).not.toContain('<!--$!');
      expect(html, load.route).not.toContain('Loading the form…');
    }
    for (const file of withForm) {
      const html = htmlOf(`/${file.replace(/\.yaml$/, '')}`);
      expect(/<form\b[\s\S]*?<input\b/.test(html), file).toBe(true);
    }
  });

  it('a link to a section of another page is a plain page load: the section index stays unloaded', async () => {
    const modules = JSON.parse(readDist(CHUNK_MODULES_FILE)) as Record<
      string,
      Record<string, number>
    >;
    // A build has no index at all (section-routes.ts): the link's href names the page.
    expect(
      Object.keys(modules).filter((file) =>
        Object.keys(modules[file]!).some((id) => id.includes('virtual:section-routes')),
      ),
    ).toEqual([]);
    const { page, problems } = await openPage('');
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/section-routes/.test(request.url())) indexRequests.push(request.url());
    });
    await page.goto(baseUrl() + '/pricing', { waitUntil: 'networkidle' });
    await hydrated(page);
    const contact = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' });
    expect(await contact.getAttribute('href')).toBe('/contact#contact');
    await contact.hover();
    await expect.poll(() => awakeIslands(page)).toContain('header');
    await contact.click();
    await page.waitForURL('**/contact#contact');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('every route loads the same small entry and nothing else at first', () => {
    const loads = firstLoads();
    const entries = new Set(loads.map((load) => load.js.join(' ')));
    expect(entries.size).toBe(1);
    expect(loads[0]!.js).toHaveLength(1);
  });

  it('the runtime is requested once the page has loaded, never before the first paint', async () => {
    for (const load of firstLoads()) {
      const html = htmlOf(load.route);
      // No script is fetched by its own tag: the one entry comes through the loader.
      expect(
        tagsOf(html, 'script').filter((tag) => tag.src),
        load.route,
      ).toEqual([]);
      expect(tagsOf(html, 'script').filter((tag) => tag['data-entry'])).toHaveLength(1);
    }
    const { page, problems } = await openPage('');
    await page.goto(baseUrl() + '/pricing', { waitUntil: 'networkidle' });
    await hydrated(page);
    const timing = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => /\/assets\/index-[^/]*\.js$/.test(resource.name))!;
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!;
      return { entry: entry.startTime, load: navigation.loadEventStart, paint: paint.startTime };
    });
    expect(timing.entry).toBeGreaterThanOrEqual(timing.load);
    expect(timing.entry).toBeGreaterThan(timing.paint);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  /**
   * Opens /pricing with a paint observer that hears of the first contentful paint only when
   * `reportPaint` is called (or never), and tells when, after `load`, the entry was requested.
   */
  async function pricingWithPaintHeld(reportAfter: number | 'never') {
    const { page, problems } = await openPage('');
    await page.addInitScript((delay) => {
      class HeldPaintObserver {
        static supportedEntryTypes = ['paint'];
        constructor(private readonly callback: PerformanceObserverCallback) {}
        observe() {
          const entries = {
            getEntriesByName: () => [{}],
          } as unknown as PerformanceObserverEntryList;
          const report = () => this.callback(entries, this as unknown as PerformanceObserver);
          // The loader observes at `load`.
          if (delay !== 'never') setTimeout(report, delay);
        }
        disconnect() {}
      }
      window.PerformanceObserver = HeldPaintObserver as unknown as typeof PerformanceObserver;
    }, reportAfter);
    await page.goto(baseUrl() + '/pricing', { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const afterLoad = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => /\/assets\/index-[^/]*\.js$/.test(resource.name))!;
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return entry.startTime - navigation!.loadEventEnd;
    });
    expect(problems).toEqual([]);
    await page.context().close();
    return afterLoad;
  }

  it('after load, the runtime waits until the first contentful paint is reported', async () => {
    // `load` can come before the first frame is shown; a frame requested is not one shown.
    const afterLoad = await pricingWithPaintHeld(800);
    expect(afterLoad).toBeGreaterThanOrEqual(800);
    expect(afterLoad).toBeLessThan(1800);
  });

  it('a page whose paint is never reported still gets its runtime, 2 s after load', async () => {
    expect(await pricingWithPaintHeld('never')).toBeGreaterThanOrEqual(1900);
  });

  it('the first sign of intent starts the runtime before the page has loaded', async () => {
    const { page, problems } = await openPage('');
    // The page's pictures held back: `load` cannot come until they are let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.(svg|png|webp|jpg)$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseUrl() + '/pricing', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await page.mouse.move(200, 200);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    release();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  /** Opens /pricing with the islands entry held back until `release` is called. */
  async function pricingWithEntryHeld(answer: 'continue' | 'abort' = 'continue') {
    const watched = await openPage('');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await watched.page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await (answer === 'abort' ? route.abort() : route.continue());
    });
    await watched.page.goto(baseUrl() + '/pricing', { waitUntil: 'domcontentloaded' });
    const button = watched.page
      .getByRole('main')
      .getByRole('button', { name: 'Get Your Free Strategy Call' })
      .first();
    return { ...watched, button, release };
  }

  it('a modal button pressed before the runtime has come opens its dialog once it has', async () => {
    const { page, problems, button, release } = await pricingWithEntryHeld();
    await button.click();
    // Held by the loader: not sent to the contact page as a page without scripts would.
    await page.waitForFunction(() => window.islandsEarly?.form);
    expect(new URL(page.url()).pathname).toBe('/pricing');
    release();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/pricing');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a pointer already resting on a button when the runtime comes: its click is answered', async () => {
    const { page, problems, button, release } = await pricingWithEntryHeld();
    await button.hover();
    release();
    await hydrated(page);
    // No move: no new pointerover tells the island the visitor is there; it wakes by itself.
    await expect.poll(() => awakeIslands(page)).toEqual(['block']);
    await page.mouse.down();
    await page.mouse.up();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('should the runtime fail to load, a held modal button goes where it goes without scripts', async () => {
    const { page, button, release } = await pricingWithEntryHeld('abort');
    await button.click();
    release();
    await page.waitForURL('**/contact?modal=consultation');
    await page.context().close();
  });

  it('a page that is only read runs the runtime alone; touching the header wakes it alone', async () => {
    const { page, problems } = await openPage('');
    const scripts = scriptRequests(page);
    await page.goto(baseUrl() + '/privacy', { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(scripts).toHaveLength(1);
    expect(await awakeIslands(page)).toEqual([]);

    const services = page.getByRole('banner').locator('summary', { hasText: 'Services' }).first();
    await services.hover();
    await expect.poll(() => awakeIslands(page)).toEqual(['header']);
    expect(scripts.length).toBeGreaterThan(1);
    // Awake, the menu answers its keys (use-menu.ts), not only the browser's disclosure.
    await services.focus();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => services.evaluate((summary) => summary.parentElement!.hasAttribute('open')))
      .toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a link is prefetched on hover, and the click loads the page at its top', async () => {
    const { page, problems } = await openPage('');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/pricing') documents.push(request.resourceType());
    });
    await page.goto(baseUrl() + '/', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.mouse.wheel(0, 600);
    const pricing = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' });
    await pricing.hover();
    // Fetched before the click: a <link rel="prefetch"> the runtime added on hover.
    await expect.poll(() => documents.length).toBeGreaterThan(0);
    await pricing.click();
    await page.waitForURL('**/pricing');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/pricing/i);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toMatch(/pricing/i);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
