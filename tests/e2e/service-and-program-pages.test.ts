/**
 * The service, strategy and program pages: the spec's figures are in the prerendered HTML and
 * the application modal returns to the top. (Every page is checked at 375 px in
 * text-fits.test.ts, by axe in a11y.test.ts, and every button pressed in every-button.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, setupBrowser } from './harness.ts';
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
