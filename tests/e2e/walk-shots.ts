/**
 * Pictures of a journey for a person to look at. With `E2E_SHOTS=<folder>`, `walkShot(page,
 * name)` saves what the page shows at 375 and at 1280 px as `<folder>/<nn>-<name>-<width>.png`
 * and gives the page its own width back; without it, it does nothing. `npm run walk:team` walks
 * the team studio's journey this way (tests/e2e/team-studio.test.ts): invited, edit, submit,
 * review, publish, each in its own browser context.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { framesDrawn } from './frames.ts';

const folder = process.env.E2E_SHOTS;
const WIDTHS = [375, 1280];
let taken = 0;

export interface ShotOptions {
  /** The whole page, not only what the window shows. */
  fullPage?: boolean;
  /** Scrolled into view at each width first. */
  shown?: Locator;
}

export async function walkShot(page: Page, name: string, options: ShotOptions = {}) {
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  taken += 1;
  const own = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: own.height });
    await options.shown?.scrollIntoViewIfNeeded();
    await framesDrawn(page);
    const file = `${String(taken).padStart(2, '0')}-${name}-${width}.png`;
    await page.screenshot({ path: join(folder, file), fullPage: options.fullPage });
  }
  await page.setViewportSize(own);
}
