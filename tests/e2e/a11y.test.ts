/**
 * Accessibility in a real browser: axe-core over every route at phone and desktop widths and
 * with the header's modal open (zero violations of any impact), and the keyboard path through
 * the page start: skip link, header controls in reading order, a visible focus indicator.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, setupBrowser } from './harness.ts';
import { framesDrawn } from './frames.ts';
import { routes, site } from './site-data.ts';
import { axeOnPage } from './axe.ts';

setupBrowser();

const WIDTHS = [375, 1280];

async function axeViolations(page: Page, include?: string) {
  const builder = axeOnPage(page);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** The header's call-to-action, which sits in the mobile menu below the `lg` breakpoint. */
async function openHeaderModal(page: Page, width: number) {
  const banner = page.getByRole('banner');
  // The mobile menu's toggle is a native <summary>, which Playwright's role queries do not map.
  if (width < 1024) await banner.locator('summary').filter({ visible: true }).click();
  await banner
    .getByRole('button', { name: site.header.cta.label })
    .filter({ visible: true })
    .click();
  await page.getByRole('dialog').waitFor();
}

/** axe's contrast findings on the page as it is drawn now. */
async function contrastFindings(page: Page) {
  const { violations } = await axeOnPage(page).withRules(['color-contrast']).analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
}

describe('axe', () => {
  // One page per route, audited at each width in turn with reduced motion, so no section is
  // mid-animation; then as visitors who allow motion see it: sections rise in as they scroll,
  // and text must stay above the contrast minimum while it moves (Lighthouse runs axe this
  // way, on its phone viewport). The layout follows the width and the motion setting through
  // CSS alone (the rise is a scroll-driven animation), so a page resized, or told motion is
  // allowed, is the page opened so: a third of the page loads.
  it.each(routes)(
    `%s has no violation at ${WIDTHS.join(' and ')} px, nor below the contrast minimum while sections move`,
    async (route) => {
      const { page } = await openPage(route, { width: WIDTHS[0] });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await framesDrawn(page);
        expect(await axeViolations(page), `at ${width} px`).toEqual([]);
      }
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.setViewportSize({ width: 412, height: 823 });
      await framesDrawn(page);
      expect(await contrastFindings(page), 'motion allowed, at the top').toEqual([]);
      // Wheel again while the page has not moved: on a loaded machine Chromium can drop a wheel
      // that comes while an island is waking (a frame late), which is not what this test is about.
      await expect
        .poll(async () => {
          const top = await page.evaluate(() => window.scrollY);
          if (top === 0) await page.mouse.wheel(0, 1200);
          return top;
        })
        .toBeGreaterThan(0);
      expect(await contrastFindings(page), 'motion allowed, scrolled').toEqual([]);
      await page.context().close();
    },
  );
});

describe.each(WIDTHS)('axe at %i px', (width) => {
  it('the header’s modal has no violation when open', async () => {
    const { page } = await openPage('/', { width });
    await openHeaderModal(page, width);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

/** Name, tag and whether a focus ring shows, for the element that has focus. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      tag: element.tagName.toLowerCase(),
      ring:
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== 'none',
      onScreen: box.width > 0 && box.height > 0 && box.top >= 0 && box.left >= 0,
    };
  });

describe('keyboard', () => {
  it('the first Tab shows the skip link, which moves focus to the main content', async () => {
    const { page } = await openPage('/pricing');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({
      name: 'Skip to content',
      ring: true,
      onScreen: true,
    });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // The next Tab continues inside the main content, past the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await page.context().close();
  });

  it('the header’s modal opens from the keyboard, keeps focus inside, and Escape returns it', async () => {
    const { page } = await openPage('/', { width: 1280 });
    const opener = page
      .getByRole('banner')
      .getByRole('button', { name: site.header.cta.label })
      .filter({ visible: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `focus left the dialog after ${step + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it.each(WIDTHS)(
    'at %i px, Tab reaches every header control in reading order with a visible focus ring',
    async (width) => {
      const { page } = await openPage('/', { width });
      // The header's visible controls in document (reading) order; the menus' toggles are
      // native <summary> elements.
      const expected = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('header a[href], header button, header summary')]
          // checkVisibility: a closed <details> keeps its links laid out but not rendered.
          .filter((element) => element.checkVisibility())
          .map((element) =>
            (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
          ),
      );
      expect(expected.length).toBeGreaterThan(width < 1024 ? 1 : 5);
      await page.keyboard.press('Tab'); // the skip link
      const reached = [];
      for (let step = 0; step < expected.length; step += 1) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        expect(now, `focus ring on ${now?.name}`).toMatchObject({ ring: true, onScreen: true });
        reached.push(now!.name);
      }
      expect(reached).toEqual(expected);
    },
  );
});
