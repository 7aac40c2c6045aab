/**
 * Every page fits every common width, from a small phone to a wide desktop: no text spills out
 * of its box (every line of every text node stays inside the content box of the element, card
 * and section it sits in, see text-overflow.ts), nothing scrolls sideways, and from 1024 px up
 * no button label wraps onto a second line. Opened on a 375 px phone, every image loads (no
 * broken image anywhere) and no image the phone layout hides is downloaded.
 * One browser page per route, opened at 375 px and resized through the widths (the layout is
 * CSS only, so a resize lays the page out exactly as a load at that width would).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, quiet, setupBrowser } from './harness.ts';
import { framesDrawn } from './frames.ts';
import { routes } from './site-data.ts';
import { findTextOverflow, findWrappedButtons } from './text-overflow.ts';

setupBrowser();

/** The phone the page is opened on first, then the others. */
const PHONE = 375;
const WIDTHS = [PHONE, 320, 768, 1024, 1280, 1440];

/** The images that failed to load, and those the layout hides that were downloaded anyway. */
async function wastedImages(page: Page) {
  // Lazy images load as they come into view: scroll through the page first.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await quiet(page);
  return page.evaluate(() => ({
    broken: [...document.images]
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.src),
    hiddenButFetched: [...document.images]
      .filter((image) => getComputedStyle(image).display === 'none')
      .map((image) => new URL(image.getAttribute('src')!, window.location.href).href)
      .filter((url) => performance.getEntriesByName(url).length > 0),
  }));
}

describe('text fits its box', () => {
  it.each(routes)(
    `%s at ${WIDTHS.join(', ')} px, its images whole and none wasted at ${PHONE} px`,
    async (route) => {
      const { page, problems } = await openPage(route, { width: PHONE, height: 900 });
      await page.evaluate(() => document.fonts.ready);
      expect(await wastedImages(page), `at ${PHONE} px`).toEqual({
        broken: [],
        hiddenButFetched: [],
      });
      const spills: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        // Two frames: the resize is laid out and painted before measuring.
        await framesDrawn(page, 2);
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (sideways > 0)
          spills.push(`${route} at ${width} px: the page scrolls ${sideways} px sideways`);
        if (width >= 1024) {
          for (const label of await page.evaluate(findWrappedButtons))
            spills.push(`${route} at ${width} px: the button "${label}" wraps onto two lines`);
        }
        for (const spill of await page.evaluate(findTextOverflow)) {
          spills.push(
            spill.side === 'squeezed'
              ? `${route} at ${width} px: ${spill.element} "${spill.text}" is squeezed to one word a line in ${spill.box}`
              : `${route} at ${width} px: ${spill.element} "${spill.text}" runs ${spill.pixels} px past the ${spill.side} of ${spill.box}`,
          );
        }
      }
      await page.context().close();
      expect(spills).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});

describe('the footer e-mail address', () => {
  it.each(WIDTHS)('sits on one line at %i px', async (width) => {
    const { page } = await openPage('/', { width, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    const link = page.getByRole('contentinfo').getByRole('link', { name: /@/ });
    const lines = await link.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    await page.context().close();
    expect(lines).toBe(1);
  });
});
