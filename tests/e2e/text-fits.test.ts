/**
 * No text spills out of its box on any route at any common width, from a small phone to a
 * wide desktop: every line of every text node stays inside the content box of the element,
 * card and section it sits in (see text-overflow.ts), nothing scrolls sideways, and from
 * 1024 px up no button label wraps onto a second line.
 * One browser page per route, resized through the widths (the layout is CSS only, so a
 * resize lays the page out exactly as a load at that width would).
 */
import { describe, expect, it } from 'vitest';
import { openPage, setupBrowser } from './harness.ts';
import { routes } from './site-data.ts';
import { findTextOverflow, findWrappedButtons } from './text-overflow.ts';

setupBrowser();

const WIDTHS = [320, 375, 768, 1024, 1280, 1440];

describe('text fits its box', () => {
  it.each(routes)(`%s at ${WIDTHS.join(', ')} px`, async (route) => {
    const { page } = await openPage(route, { width: WIDTHS[0], height: 900 });
    await page.evaluate(() => document.fonts.ready);
    const spills: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Two frames: the resize is laid out and painted before measuring.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
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
  });
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
