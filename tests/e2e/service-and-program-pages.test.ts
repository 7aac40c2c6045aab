/**
 * The service, strategy and program pages: the spec's figures are in the prerendered HTML, the
 * application modal returns to the top, and nothing overflows a 375 px phone. (Every button
 * of every page is pressed in every-button.test.ts.)
 */
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { baseUrl, documentWidth, openPage, setupBrowser } from './harness.ts';
import { readableText } from './readable-text.ts';
import { pageYaml } from './site-data.ts';

setupBrowser();

/**
 * The figures and phrases a visitor must read on a page, from the page's own YAML: every
 * headline figure (`value`), its `label`, price, and every card and button title or label.
 */
function figuresOf(route: string): string[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && ['value', 'label', 'price', 'title'].includes(key)) {
        found.add(value.trim());
      } else visit(value);
    }
  };
  visit((pageYaml.get(route) as { blocks: unknown }).blocks);
  return [...found];
}

/** The service, strategy and program pages. */
const figures: Record<string, string[]> = Object.fromEntries(
  [
    '/autonomous-gtm',
    '/outbound-pipeline',
    '/messaging-optimization',
    '/proposal-automation',
    '/client-onboarding',
    '/retention-engine',
    '/expansion-intelligence',
    '/gtm-strategy',
    '/partnerships',
    '/customer-success',
    '/growth-strategy',
    '/revenue-optimization',
    '/market-analysis',
    '/tech-consulting',
    '/growth-strategist',
  ].map((route) => [route, figuresOf(route)]),
);

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
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
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
