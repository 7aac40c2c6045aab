import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, documentWidth, hydrated, openPage, setupBrowser } from './harness.ts';
import { routes } from './site-data.ts';

setupBrowser();

describe('every route', () => {
  it('is in the sitemap', async () => {
    const sitemap = await (await fetch(baseUrl() + '/sitemap.xml')).text();
    for (const route of routes)
      expect(sitemap).toContain(
        `<loc>https://tradelift.example${route === '/' ? '/' : route}</loc>`,
      );
  });

  it.each(routes)(
    '%s answers 200 with its heading in the raw HTML and one title',
    async (route) => {
      const response = await fetch(baseUrl() + route);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toMatch(
        /<head>[\s\S]*<meta name="description" content="[^"]{10,}"[\s\S]*<\/head>/,
      );
      expect(html).toContain(`<link rel="canonical" href="https://tradelift.example${route}">`);
    },
  );
});

/**
 * The header's menus are native disclosures: a `<summary>` (exposed by the browser as a button
 * with its expanded state; Playwright's role queries do not map it, hence the text) in a
 * `<details>`.
 */
const servicesToggle = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Services' });
const mobileToggle = (page: Page) => page.getByRole('banner').locator('summary').last();

/** 'true' or 'false', as aria-expanded would say: whether the summary's details is open. */
const expanded = (summary: Locator) =>
  summary.evaluate((element) => String((element.parentElement as HTMLDetailsElement).open));

describe('header', () => {
  it('opens the services dropdown by keyboard, follows a link, and Escape returns focus', async () => {
    const { page, problems } = await openPage('/');
    const toggle = servicesToggle(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(toggle)).toBe('true');
    const menu = toggle.locator('xpath=following-sibling::*[1]');
    expect(await menu.getByRole('link').count()).toBe(6);
    await page.keyboard.press('Escape');
    await expect.poll(() => expanded(toggle)).toBe('false');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    await toggle.click();
    await page.getByRole('link', { name: 'AI Lead Automation' }).first().click();
    await page.waitForURL('**/outbound-pipeline');
    await expect.poll(() => expanded(toggle)).toBe('false');
    await expect.poll(() => page.title()).toContain('AI Lead Automation');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('moves between the services links with the arrow keys, Home and End', async () => {
    const { page, problems } = await openPage('/');
    const toggle = servicesToggle(page);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => expanded(toggle)).toBe('true');
    const menu = toggle.locator('xpath=following-sibling::*[1]');
    const names = (await menu.getByRole('link').allTextContents()).map((name) => name.trim());
    await expect.poll(focused).toBe(names[0]);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(names[1]);
    await page.keyboard.press('End');
    expect(await focused()).toBe(names.at(-1));
    await page.keyboard.press('ArrowDown'); // wraps to the first
    expect(await focused()).toBe(names[0]);
    await page.keyboard.press('ArrowUp'); // and back to the last
    expect(await focused()).toBe(names.at(-1));
    await page.keyboard.press('Home');
    expect(await focused()).toBe(names[0]);
    // The page did not scroll: the keys moved focus only.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => expanded(toggle)).toBe('false');
    // Up on the closed toggle opens the menu at its last link.
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused).toBe(names.at(-1));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('Contact goes to the contact section from a page that has none', async () => {
    const { page } = await openPage('/pricing');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await page.waitForURL('**/contact#contact');
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getElementById('contact')?.getBoundingClientRect().top ?? 9999,
        ),
      )
      .toBeLessThan(200);
    await page.context().close();
  });

  it('has a phone link and a Free Strategy Call button that opens a dialog', async () => {
    const { page } = await openPage('/');
    const header = page.locator('header');
    expect(await header.getByRole('link', { name: /\(555\) 123-4567/ }).getAttribute('href')).toBe(
      'tel:+15551234567',
    );
    await header.getByRole('button', { name: 'Free Strategy Call' }).click();
    await page.getByRole('dialog').waitFor();
    await page.context().close();
  });
});

describe('mobile menu at 375 px', () => {
  it('toggles, works by keyboard and closes on navigation', async () => {
    const { page, problems } = await openPage('/', { width: 375, height: 800 });
    const toggle = mobileToggle(page);
    expect(await toggle.innerText()).toBe('Open menu');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    expect(await toggle.innerText()).toBe('Close menu');
    expect(await expanded(toggle)).toBe('true');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await toggle.innerText()).toBe('Open menu');

    await toggle.click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await menu.waitFor({ state: 'hidden' });
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('navigation', () => {
  it('scrolls to the top on each route change', async () => {
    const { page } = await openPage('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('shows a designed 404 page with links home and to contact', async () => {
    const response = await fetch(baseUrl() + '/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
    const { page, problems } = await openPage('/no-such-page');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL('**/contact');
    await hydrated(page);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await page.context().close();
  });

  it('leads an old address on to its page: a 301 from the server, a page that forwards without it', async () => {
    const response = await fetch(baseUrl() + '/strategy-call', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/contact');
    // A host that reads no rules file serves dist/strategy-call/index.html, which forwards.
    const { page } = await openPage('/strategy-call/index.html');
    await page.waitForURL('**/contact');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(
      "Let's grow your contracting business",
    );
    const sitemap = await (await fetch(baseUrl() + '/sitemap.xml')).text();
    expect(sitemap).not.toContain('/strategy-call');
    await page.context().close();
  });

  /** Document requests for /pricing: the first load makes one, each reload one more. */
  function pricingDocumentRequests(page: Page) {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (
        request.isNavigationRequest() &&
        request.frame() === page.mainFrame() &&
        new URL(request.url()).pathname === '/pricing'
      )
        requests.push(request.url());
    });
    return requests;
  }

  const pricingHeading = 'Simple, transparent pricing that pays for itself';
  const headerChunk = /\/assets\/Header-[^/]+\.js$/;
  const servicesOf = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Services' });

  it('reloads once when an island’s code is gone after a deploy, then stays plain HTML', async () => {
    const { page } = await openPage('');
    let blocked = 0;
    await page.route(headerChunk, (route) => {
      blocked += 1;
      return route.abort();
    });
    const documents = pricingDocumentRequests(page);
    await page.goto(baseUrl() + '/pricing', { waitUntil: 'networkidle' });
    await hydrated(page);
    await servicesOf(page).hover();
    // The first failure loads the page afresh; on the second it stays as it is without scripts.
    await expect.poll(() => documents.length).toBe(2);
    await hydrated(page);
    await servicesOf(page).hover();
    await expect.poll(() => blocked).toBe(2);
    await servicesOf(page).click();
    await expect.poll(() => expanded(servicesOf(page))).toBe('true');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(pricingHeading);
    expect(documents).toHaveLength(2);
    await page.context().close();
  });

  it('recovers by that reload when only the first request for the code fails', async () => {
    const { page, problems } = await openPage('');
    let blocked = 0;
    await page.route(headerChunk, (route) => {
      blocked += 1;
      return blocked === 1 ? route.abort() : route.continue();
    });
    const documents = pricingDocumentRequests(page);
    await page.goto(baseUrl() + '/pricing', { waitUntil: 'networkidle' });
    await hydrated(page);
    await servicesOf(page).hover();
    await expect.poll(() => documents.length).toBe(2);
    await hydrated(page);
    const services = servicesOf(page);
    await services.focus();
    await page.keyboard.press('ArrowDown'); // the menu's own key: the header is awake
    await expect.poll(() => expanded(services)).toBe('true');
    expect(blocked).toBe(2);
    // The aborted request is expected; no script error is.
    expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    await page.context().close();
  });
});
