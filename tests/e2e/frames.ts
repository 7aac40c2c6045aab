/**
 * Waits for the page to draw `count` frames (a resize laid out and painted before measuring),
 * or for a short while when it draws none: headless Chromium does not always schedule a frame
 * for a page (seen once in a full run: a requestAnimationFrame that never came held an axe
 * check until its 30-second time-out; reported of headless Chromium elsewhere too). Layout and
 * styles are computed whenever a test reads them, so a missing frame costs nothing else.
 */
import type { Page } from 'playwright-core';

const NO_FRAME_MS = 500;

export async function framesDrawn(page: Page, count = 1) {
  await page.evaluate(
    ([frames, wait]) =>
      new Promise<void>((done) => {
        const timer = setTimeout(done, wait);
        const next = (left: number) =>
          requestAnimationFrame(() => {
            if (left > 1) return next(left - 1);
            clearTimeout(timer);
            done();
          });
        next(frames);
      }),
    [count, NO_FRAME_MS] as const,
  );
}
