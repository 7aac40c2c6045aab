/**
 * What a person on a phone would have to scroll sideways for in a part of the page (a dialog):
 * at the phone's width, the part itself or anything in it that scrolls sideways (its
 * scrollWidth past its clientWidth), and any control drawn past the window's left or right
 * edge. Measured as laid out, without scrolling anything into view (which would hide the
 * problem); the page gets its own width back after. An empty list is what a phone needs.
 */
import type { Locator, Page } from 'playwright-core';
import { framesDrawn } from './frames.ts';

export const PHONE_WIDTH = 375;

/** Lays the page out at `width`, runs `measure`, then gives the page its own width back. */
export async function atWidth<T>(page: Page, width: number, measure: () => Promise<T>) {
  const own = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.setViewportSize({ width, height: own.height });
  await framesDrawn(page, 2);
  try {
    return await measure();
  } finally {
    await page.setViewportSize(own);
  }
}

/** `region`'s sideways problems at a phone's width, in words (one line each). */
export function sideways(page: Page, region: Locator, width = PHONE_WIDTH) {
  return atWidth(page, width, () =>
    region.evaluate((root) => {
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      const found: string[] = [];
      for (const element of [root, ...root.querySelectorAll('*')]) {
        const scrolls = ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
        if ((element === root || scrolls) && element.scrollWidth > element.clientWidth)
          found.push(
            `${name(element)} scrolls sideways: ${element.scrollWidth} px in ${element.clientWidth}`,
          );
        if (!element.matches('a[href], button, input, select, textarea')) continue;
        const box = element.getBoundingClientRect();
        if (box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
          found.push(`${name(element)} lies outside the window: ${box.left}–${box.right} px`);
      }
      return found;
    }),
  );
}
