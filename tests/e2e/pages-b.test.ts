/**
 * The service, strategy and program pages: the spec's figures are in the prerendered HTML,
 * every button in the page content does what it promises (a link reaches a real page, a modal
 * button opens a dialog, a scroll button brings its section into view), and nothing overflows
 * a 375 px phone.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, hydrated, openPage, setupBrowser } from './harness.ts';

setupBrowser();

/** Route → figures and phrases that must appear verbatim in its prerendered HTML. */
const figures: Record<string, string[]> = {
  '/autonomous-gtm': ['Professional Website', 'Live in 7 days'],
  '/outbound-pipeline': ['AI Lead Automation', 'under 60 seconds'],
  '/messaging-optimization': ['Message Testing', 'A/B tested headlines'],
  '/proposal-automation': ['Proposal Automation', 'Good-better-best options'],
  '/client-onboarding': [
    'Secure Booking System',
    '99.9%',
    '256-bit',
    'Milestone payments',
    'Escrow protection',
    'Client portal',
    'Digital contracts',
  ],
  '/retention-engine': ['Review &amp; Referral Automation', 'Referral rewards'],
  '/expansion-intelligence': ['Expansion Intelligence', 'Demand by zip code'],
  '/gtm-strategy': ['Download GTM Framework', 'Book Strategy Session'],
  '/partnerships': [
    '250+',
    '45%',
    '$100M+',
    'Explore Partnership Opportunities',
    'Partner Success Stories',
    'Become a Partner',
  ],
  '/customer-success': [
    '95%',
    '140%',
    '60%',
    '98%',
    '2.5x',
    '45%',
    'Schedule a Demo',
    'View Success Stories',
    'Get Started Today',
  ],
  '/growth-strategy': [
    '127',
    'Leads this month',
    '$47,500',
    'Monthly revenue',
    '32',
    'Jobs completed',
    '4.8',
    '12 new reviews',
    '35%',
    'profit increase',
    '50%',
    'better lead ROI',
    '25%',
    'faster jobs',
    'Lead source analytics',
    'Job profitability',
    'Revenue tracking',
    'Crew performance',
    'Operational efficiency',
    'Customer analytics',
    'See Dashboard Demo',
    'View Sample Reports',
    'See Your Dashboard',
  ],
  '/revenue-optimization': ['$15,000', '$8,500', 'Custom'],
  '/market-analysis': ['$2,999', '$5,999', 'Custom'],
  '/tech-consulting': ['$5,999', '$15,999', 'Custom'],
  '/growth-strategist': [
    '8 Weeks',
    '8 weeks',
    '10-15 hrs/week',
    'ACGS',
    '$4,500',
    'one-time',
    'Strategic Thinking',
    'Execution',
    'Leadership',
    'Apply for Next Cohort',
    'Apply Now',
    'Download Curriculum',
  ],
};

const routes = Object.keys(figures);

describe('prerendered HTML', () => {
  it.each(routes)('%s holds its figures verbatim', async (route) => {
    const response = await fetch(baseUrl() + route);
    expect(response.status).toBe(200);
    const html = await response.text();
    const missing = figures[route]!.filter((figure) => !html.includes(figure));
    expect(missing).toEqual([]);
    // Exactly one h1, opened by the hero.
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });
});

type Kind = 'modal' | 'scroll' | 'link' | 'other';

async function kindOf(control: Locator): Promise<Kind> {
  return control.evaluate((element) => {
    if (element.getAttribute('aria-haspopup') === 'dialog') return 'modal';
    const href = element.getAttribute('href');
    if (href === null) return 'other';
    return href.includes('#') ? 'scroll' : 'link';
  });
}

async function targetTop(page: Page, id: string) {
  return page.evaluate((targetId) => {
    const top = document.getElementById(targetId)?.getBoundingClientRect().top;
    return top === undefined ? null : { top, viewport: window.innerHeight };
  }, id);
}

const inUpperHalf = (box: { top: number; viewport: number } | null) =>
  box !== null && box.top >= -2 && box.top < box.viewport / 2;

describe('every button in the content works', () => {
  it.each(routes)(
    '%s',
    async (route) => {
      const { page, problems } = await openPage(route);
      const controls = page.locator('main').locator('a[href], button');
      const count = await controls.count();
      const seen: Record<Kind, number> = { modal: 0, scroll: 0, link: 0, other: 0 };

      for (let index = 0; index < count; index += 1) {
        const control = controls.nth(index);
        const kind = await kindOf(control);
        seen[kind] += 1;
        const label = (await control.textContent())?.trim();

        if (kind === 'modal') {
          await control.click();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor({ state: 'visible' });
          if (/^Apply (Now|for Next Cohort)$/.test(label ?? '')) {
            // The application modal also takes the visitor back to the top of the page.
            expect(await page.evaluate(() => window.scrollY), label).toBe(0);
          }
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
        } else if (kind === 'scroll') {
          const href = (await control.getAttribute('href'))!;
          const [path, id] = href.split('#') as [string, string];
          expect(path, `${label} scrolls within its own page`).toBe(route);
          await control.scrollIntoViewIfNeeded();
          // The target must start out of place, or the check below would prove nothing.
          expect(inUpperHalf(await targetTop(page, id)), `${label} before click`).toBe(false);
          await control.click();
          await expect.poll(async () => inUpperHalf(await targetTop(page, id))).toBe(true);
          expect(new URL(page.url()).pathname).toBe(route);
        } else if (kind === 'link') {
          const href = (await control.getAttribute('href'))!;
          await control.click();
          await page.waitForURL((url) => url.pathname === href);
          await hydrated(page);
          const heading = page.getByRole('heading', { level: 1 });
          expect(await heading.count(), `${label} → ${href}`).toBe(1);
          expect(await heading.textContent()).not.toBe('Page not found');
          await page.goBack();
          await page.waitForURL((url) => url.pathname === route);
          await page.locator('main h1').waitFor();
        }
      }
      // Every page has at least a modal button and a second, different kind of action.
      expect(seen.modal).toBeGreaterThan(0);
      expect(seen.scroll + seen.link).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      await page.context().close();
    },
    120_000,
  );
});

describe('at 375 px', () => {
  it.each(routes)('%s has no horizontal scroll', async (route) => {
    const { page, problems } = await openPage(route, { width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('accessibility', () => {
  it.each(routes)('%s has no WCAG 2 A/AA violations (axe)', async (route) => {
    const { page } = await openPage(route);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const violations = results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
