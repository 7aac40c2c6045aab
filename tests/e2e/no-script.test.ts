/**
 * The no-JavaScript floor: with scripts disabled in Chromium, every page reads completely, its
 * links are plain links to real pages, and its disclosures (header menus, FAQ answers,
 * comparison sections) open. JavaScript only enhances what the HTML already does.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../src/cli/chromium.ts';
import { baseUrl } from './harness.ts';
import { routes, site } from './site-data.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 30_000);
afterAll(async () => {
  await browser?.close();
});

async function openWithoutScript(path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: 900 },
    reducedMotion: 'no-preference',
  });
  const page = await context.newPage();
  const response = await page.goto(baseUrl() + path, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  return page;
}

/** Status of each internal path; the static server answers 404 for a path with no page. */
const statusOf = new Map<string, Promise<number>>();
const checkPath = (path: string) => {
  if (!statusOf.has(path))
    statusOf.set(
      path,
      fetch(baseUrl() + path).then((response) => response.status),
    );
  return statusOf.get(path)!;
};

/**
 * Text a visitor cannot see although it is laid out: on an element (or an ancestor) with
 * opacity 0 or visibility hidden. Closed disclosures, responsive `display: none` and text
 * for screen readers only are not "hidden text" in this sense.
 */
const invisibleText = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('script, style, noscript, template')) continue;
      if (element.getClientRects().length === 0) continue; // not rendered (display: none, closed)
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.opacity === '0' || style.visibility === 'hidden') {
          found.push(`"${text.slice(0, 40)}" (${at.tagName.toLowerCase()}.${at.className})`);
          break;
        }
      }
    }
    return found;
  });

describe('with JavaScript off', () => {
  it.each(routes)(
    '%s reads completely and links to real pages',
    async (route) => {
      const page = await openWithoutScript(route);
      const main = page.locator('main');
      expect(await page.locator('h1').count(), 'one h1').toBe(1);
      expect(await page.locator('h1').isVisible(), 'the h1 is visible').toBe(true);
      // Every section heading of the page's blocks is on screen (or a scroll away).
      const headings = main.locator('h2');
      for (let index = 0; index < (await headings.count()); index += 1) {
        const heading = headings.nth(index);
        const insideClosedDisclosure = await heading.evaluate(
          (element) => element.closest('details:not([open]) > :not(summary)') !== null,
        );
        if (!insideClosedDisclosure)
          expect(await heading.isVisible(), `${route}: "${await heading.innerText()}"`).toBe(true);
      }
      expect(await page.getByRole('contentinfo').isVisible(), 'the footer').toBe(true);
      expect(await invisibleText(page), 'text hidden by opacity or visibility').toEqual([]);

      // Links and buttons: what a visitor can press outside a form is a link to a real page
      // (a download, which the browser builds, is the only script-only button).
      const controls = await page.locator('a[href], button').evaluateAll((elements) =>
        elements
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => ({
            tag: element.tagName.toLowerCase(),
            href: element.getAttribute('href'),
            inForm: element.closest('form') !== null,
            label: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
          })),
      );
      for (const control of controls) {
        const what = `${route}: "${control.label}"`;
        if (control.tag === 'button') {
          expect(control.inForm || /download|pdf/i.test(control.label), what).toBe(true);
          continue;
        }
        const url = new URL(control.href!, baseUrl() + route);
        if (url.origin !== new URL(baseUrl()).origin) continue;
        expect(await checkPath(url.pathname), what).toBe(200);
      }
      await page.context().close();
    },
    60_000,
  );

  it('the services menu opens at 1280 px', async () => {
    const page = await openWithoutScript('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const link = nav.getByRole('link', { name: 'AI Lead Automation' });
    expect(await link.isVisible()).toBe(false);
    await nav.locator('summary', { hasText: 'Services' }).click();
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe('/outbound-pipeline');
    await link.click();
    await page.waitForURL('**/outbound-pipeline');
    await page.context().close();
  });

  it('the mobile menu opens at 375 px', async () => {
    const page = await openWithoutScript('/', 375);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('banner').locator('summary', { hasText: 'Open menu' }).click();
    expect(await menu.isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await page.context().close();
  });

  it('FAQ answers open', async () => {
    const page = await openWithoutScript('/pricing');
    const answer = page.getByText(/30 days before your next billing date/);
    expect(await answer.isVisible()).toBe(false);
    await page.locator('summary', { hasText: 'Is there a long-term contract?' }).click();
    expect(await answer.isVisible()).toBe(true);
    await page.context().close();
  });

  it('a filtered listing shows every item and no filter that could not work', async () => {
    const page = await openWithoutScript('/growth-library?category=templates');
    const main = page.locator('main');
    // The static HTML lists everything; without a script nothing narrows it, so the search box
    // and the category buttons, which would do nothing, are not shown.
    expect(await main.getByRole('searchbox').count()).toBe(0);
    expect(await main.getByRole('group', { name: 'Filter by category' }).count()).toBe(0);
    expect(await main.getByRole('heading', { name: 'Job Profit Calculator' }).isVisible()).toBe(
      true,
    );
    await page.context().close();
  });

  it('comparison sections open one at a time', async () => {
    const page = await openWithoutScript('/compare-services');
    const core = page.locator('details', { hasText: /^Core features/ });
    const advanced = page.locator('details', { hasText: /^Advanced features/ });
    expect(await core.getAttribute('open')).not.toBeNull();
    await advanced.locator('summary').click();
    expect(await advanced.getAttribute('open')).not.toBeNull();
    expect(await core.getAttribute('open')).toBeNull();
    await page.context().close();
  });

  it('a button that opens a form leads to the contact page', async () => {
    const page = await openWithoutScript('/pricing');
    const cta = page.getByRole('banner').getByRole('button', { name: site.header.cta.label });
    await cta.click();
    await page.waitForURL('**/contact?modal=**');
    // The contact page gives the phone number and the e-mail address, which need no script.
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: /\(555\) 123-4567/ }).count()).toBeGreaterThan(0);
    expect(await main.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
