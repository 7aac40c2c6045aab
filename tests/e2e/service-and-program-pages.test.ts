/**
 * The service, strategy and program pages: the spec's figures are in the prerendered HTML, the
 * application modal returns to the top, and nothing overflows a 375 px phone. (Every button
 * of every page is pressed in every-button.test.ts.)
 */
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, setupBrowser } from './harness.ts';
import { readableText } from './readable-text.ts';

setupBrowser();

/** Route → figures and phrases that must appear verbatim in the readable text of its prerendered HTML. */
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
  '/retention-engine': ['Review & Referral Automation', 'Referral rewards'],
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
  it.each(routes)('%s shows its figures verbatim', async (route) => {
    const response = await fetch(baseUrl() + route);
    expect(response.status).toBe(200);
    const html = await response.text();
    // In the text a visitor reads: not in scripts, attributes or the head, where a figure could
    // survive while the page no longer shows it.
    const text = readableText(html);
    const missing = figures[route]!.filter((figure) => !text.includes(figure));
    expect(missing).toEqual([]);
    // Exactly one h1, opened by the hero.
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });
});

describe('the application modal', () => {
  it.each(['Apply for Next Cohort', 'Apply Now'])(
    '%s opens it and takes the visitor back to the top of the page',
    async (label) => {
      const { page, problems } = await openPage('/growth-strategist');
      const button = page.locator('main').getByRole('button', { name: label }).last();
      await button.scrollIntoViewIfNeeded();
      // The hero's button is near the top: scroll a little while keeping it on screen.
      await page.evaluate(() => window.scrollBy(0, 250));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await button.click();
      await page.getByRole('dialog').waitFor({ state: 'visible' });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(problems).toEqual([]);
      await page.context().close();
    },
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
