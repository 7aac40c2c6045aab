/**
 * The pricing, company, help and legal pages: the comparison accordion, the FAQ, the careers
 * apply buttons and the spec's figures in the prerendered HTML. (Every page is checked at
 * 375 px in text-fits.test.ts, for console errors in every-button.test.ts.)
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, documentWidth, openPage, setupBrowser } from './harness.ts';
import { readableText } from './readable-text.ts';

setupBrowser();

const ROUTES = [
  '/pricing',
  '/consulting-pricing',
  '/compare-services',
  '/how-training-works',
  '/about',
  '/careers',
  '/documentation',
  '/support',
  '/privacy',
  '/terms',
];

/**
 * A disclosure's toggle: the `<summary>` of a native `<details>` (the browser exposes it as a
 * button with its expanded state; Playwright's role queries do not map it, hence the text).
 */
const toggleNamed = (page: Page, name: string | RegExp) =>
  page.locator('summary').filter({ hasText: name });

/** The panel a disclosure's summary shows and hides: the rest of its `<details>`. */
async function controlled(_page: Page, summary: Locator): Promise<Locator> {
  expect(await summary.evaluate((element) => element.parentElement?.tagName)).toBe('DETAILS');
  return summary.locator('xpath=following-sibling::*[1]');
}

/** Pages whose accordions are clicked open with motion allowed, as most visitors have it. */
const withMotion = { reducedMotion: false } as const;

/** 'true' or 'false', as aria-expanded would say: whether the summary's details is open. */
const expanded = (summary: Locator) =>
  summary.evaluate((element) => String((element.parentElement as HTMLDetailsElement).open));

describe('compare services accordion', () => {
  it('keeps one section open at a time and closes the open one on click', async () => {
    const { page, problems } = await openPage('/compare-services', withMotion);
    const core = toggleNamed(page, /^Core features/);
    const advanced = toggleNamed(page, /^Advanced features/);
    const premium = toggleNamed(page, /^Premium features/);
    const corePanel = await controlled(page, core);
    const advancedPanel = await controlled(page, advanced);

    // The page opens with the core comparison showing.
    expect(await expanded(core)).toBe('true');
    expect(await expanded(advanced)).toBe('false');
    expect(await corePanel.isVisible()).toBe(true);
    expect(await advancedPanel.isVisible()).toBe(false);

    await advanced.click();
    await expect.poll(() => expanded(advanced)).toBe('true');
    expect(await expanded(core)).toBe('false');
    expect(await expanded(premium)).toBe('false');
    await advancedPanel.getByText('Dedicated growth strategist').first().waitFor();
    expect(await corePanel.isVisible()).toBe(false);

    await advanced.click();
    await expect.poll(() => expanded(advanced)).toBe('false');
    expect(await advancedPanel.isVisible()).toBe(false);
    for (const button of [core, advanced, premium]) expect(await expanded(button)).toBe('false');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is operable by keyboard: Tab moves between headers, Enter and Space toggle', async () => {
    const { page } = await openPage('/compare-services');
    const core = toggleNamed(page, /^Core features/);
    const advanced = toggleNamed(page, /^Advanced features/);
    const premium = toggleNamed(page, /^Premium features/);

    await advanced.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(advanced)).toBe('true');
    expect(await expanded(core)).toBe('false');

    // Tab leaves the open panel (no focusable content inside) and reaches the next header.
    await page.keyboard.press('Tab');
    expect(await premium.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => expanded(premium)).toBe('true');
    expect(await expanded(advanced)).toBe('false');
    await (
      await controlled(page, premium)
    )
      .getByText('Expansion and new-market planning')
      .first()
      .waitFor();

    await page.keyboard.press('Space');
    await expect.poll(() => expanded(premium)).toBe('false');
    await page.context().close();
  });

  it('shows every comparison row as a card without sideways scrolling at 375 px', async () => {
    const { page, problems } = await openPage('/compare-services', { width: 375 });
    const panel = await controlled(page, toggleNamed(page, /^Core features/));
    // On phones the rows are list items (cards), not table rows.
    const row = panel.getByRole('listitem').filter({ hasText: 'Email support' });
    expect(await row.isVisible()).toBe(true);
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('pricing FAQ', () => {
  it('expands and collapses an answer with the mouse', async () => {
    const { page, problems } = await openPage('/pricing', withMotion);
    const question = toggleNamed(page, 'Is there a long-term contract?');
    const answer = await controlled(page, question);
    expect(await expanded(question)).toBe('false');
    expect(await answer.isVisible()).toBe(false);

    await question.click();
    await expect.poll(() => expanded(question)).toBe('true');
    await answer.getByText(/30 days before your next billing date/).waitFor();

    await question.click();
    await expect.poll(() => expanded(question)).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('expands with Enter and collapses with Space', async () => {
    const { page } = await openPage('/pricing');
    const question = toggleNamed(page, 'How does the transaction fee work?');
    const answer = await controlled(page, question);
    await question.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(question)).toBe('true');
    expect(await answer.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => expanded(question)).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('careers', () => {
  const applyButtons = [
    ['Senior Growth Strategist', /^Apply Now\W+Senior Growth Strategist$/],
    ['GTM Engineer', /^Apply Now\W+GTM Engineer$/],
    ['General Application', /^Send a General Application$/],
  ] as const;

  it.each(applyButtons)('the %s button opens the career dialog', async (_position, name) => {
    const { page, problems } = await openPage('/careers');
    await page.getByRole('button', { name }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.for(applyButtons)(
    'the %s button passes its position to the form',
    async ([position, name]) => {
      const { page } = await openPage('/careers');
      await page.getByRole('button', { name }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // Exactly this position, not just any value containing it.
      const field = dialog.getByRole('textbox', { name: 'Position', exact: true });
      await expect.poll(() => field.inputValue()).toBe(position);
      // "General Application" is also the field's default: leave a draft with another position,
      // so that a button passing nothing would show the draft on the next opening.
      await field.fill('Some other role');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name }).first().click();
      await dialog.waitFor();
      await expect.poll(() => field.inputValue()).toBe(position);
      await page.context().close();
    },
  );
});

const FIGURES: Record<string, string[]> = {
  '/pricing': [
    '$2,997',
    '$497/month',
    '$4,997',
    '$797/month',
    '$9,997',
    '$1,497/month',
    '2.9%',
    '2.4%',
    'Most Popular',
    '$500/month',
    '$400/month',
    '$300/month',
    '$200/month',
    '30 days notice',
  ],
  '/consulting-pricing': ['$15,000', '$8,500/month', 'Recommended', 'Custom'],
  '/compare-services': [
    'Growth Library$149/mo',
    'Foundations of Growth$299/mo',
    'Growth Blueprint$799/mo',
    'Scalable Success$1,999/mo',
    'Recommended',
    'Core features',
    'Advanced features',
    'Premium features',
  ],
  '/how-training-works': ['Week 1', 'Week 2', 'Week 3', 'Week 4+', '30 days'],
  '/about': ['150+', '$2.5M+', '85%', '4.8/5', '0 to 30+'],
  '/careers': ['Senior Growth Strategist', 'GTM Engineer', 'Remote', 'Full-time'],
  '/documentation': ['200+ templates, playbooks and tools'],
  '/support': ['Mon–Fri 8–6, Sat 9–2 EST', 'Sun closed', '(555) 123-4567'],
  '/privacy': ['EmailJS', 'We do not use advertising, analytics or social-media tracking cookies'],
  '/terms': ['month-to-month', '30 days notice'],
};

describe('prerendered HTML', () => {
  it.each(ROUTES)('%s carries the spec figures verbatim', async (route) => {
    const html = await (await fetch(baseUrl() + route)).text();
    const text = readableText(html);
    for (const figure of FIGURES[route]!) expect(text).toContain(figure);
  });

  it('about shows three leadership profiles whose portraits exist', async () => {
    const html = await (await fetch(baseUrl() + '/about')).text();
    // The build passes each drawn portrait through, sanitised, under a content-hashed name.
    const portraits = [
      ...html.matchAll(
        /<img [^>]*src="(\/assets\/images\/(?:marcus-bennett|elena-park|jordan-alvarez)-[0-9a-f]{10}\.svg)"[^>]*>/g,
      ),
    ];
    expect(portraits).toHaveLength(3);
    for (const [tag, src] of portraits) {
      expect(tag).toMatch(/width="\d+"/);
      expect(tag).toMatch(/height="\d+"/);
      expect((await fetch(baseUrl() + src)).status).toBe(200);
    }
  });

  it('how it works links to /contact and /pricing from the journey', async () => {
    const html = await (await fetch(baseUrl() + '/how-training-works')).text();
    const journey = html.slice(html.indexOf('id="thirty-day-journey"'));
    expect(journey).toMatch(/<a [^>]*href="\/contact"/);
    expect(journey).toMatch(/<a [^>]*href="\/pricing"/);
  });
});

describe('legal pages', () => {
  it('the contents list of the privacy policy jumps to its part', async () => {
    const { page, problems } = await openPage('/privacy');
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Children' })
      .click();
    const heading = page.getByRole('heading', { name: 'Children', level: 2 });
    await expect
      .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(200);
    expect(
      await heading.evaluate((element) => element.getBoundingClientRect().top),
    ).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
