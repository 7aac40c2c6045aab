/**
 * A view of the studio checked as people with any screen meet it: at 1280 and at 375 px,
 * axe-core finds nothing (its default mode, which also runs in the preview's frame), and with
 * `E2E_SHOTS=<folder>` a screenshot at each width, `<folder>/<name>-<width>.png`, for a person
 * to look at. What axe finds is gathered over the whole walk, so one run lists every view's
 * problems; the test then expects the list empty.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { framesDrawn } from './frames.ts';

const WIDTHS = [1280, 375] as const;
const folder = process.env.E2E_SHOTS;

export interface ViewOptions {
  /** What a person does at a phone's width to show this view (a pane's tab chosen). */
  narrow?: (page: Page) => Promise<unknown>;
  /** What a person does at a desktop's width to show it again after the phone's. */
  wide?: (page: Page) => Promise<unknown>;
}

/** Two frames drawn and the fonts in: what the new width lays out is on screen. */
async function drawn(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await framesDrawn(page, 2);
}

export function viewChecker() {
  const found: string[] = [];
  const checked: string[] = [];

  async function check(page: Page, name: string, options: ViewOptions = {}) {
    const height = page.viewportSize()?.height ?? 900;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height });
      // React hears the media query change, then lays the panes out again.
      await drawn(page);
      await (width < 640 ? options.narrow : options.wide)?.(page);
      await drawn(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const violation of violations) {
        const where = violation.nodes
          .slice(0, 4)
          .map((node) => node.target.join(' » '))
          .join(' | ');
        found.push(`${name} at ${width} px: ${violation.id} (${violation.help}) at ${where}`);
      }
      checked.push(`${name}-${width}`);
      if (folder) {
        mkdirSync(folder, { recursive: true });
        await page.screenshot({ path: join(folder, `${name}-${width}.png`) });
      }
    }
    await page.setViewportSize({ width: 1280, height });
    await drawn(page);
    await options.wide?.(page);
  }

  return { check, found, checked };
}
