/**
 * `npm run dev` with a broken page: Vite's error overlay on that page names the file, line,
 * column and catalogue code; every other page keeps serving; fixing the file recovers without
 * a restart. Runs the real dev server on a throw-away copy of the project.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startStudioServer, type StudioServer } from '../../src/cli/studio-copy-server.ts';
import { openPage, setupBrowser } from './harness.ts';

setupBrowser();

let dev: StudioServer;
let aboutFile: string;
let original: string;

beforeAll(async () => {
  dev = await startStudioServer();
  aboutFile = join(dev.project.root, 'pages/about.yaml');
  original = readFileSync(aboutFile, 'utf8');
}, 90_000);

afterAll(async () => {
  await dev?.close();
});

/** The text of Vite's error overlay, read from its shadow DOM ('' when there is none). */
async function overlayText(page: Page): Promise<string> {
  // The dev server may reload the page once it has optimised a dependency: read again then.
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate(() => {
        const overlay = document.querySelector('vite-error-overlay');
        return overlay?.shadowRoot?.textContent ?? '';
      });
    } catch (error) {
      if (attempt > 5) throw error;
      await page.waitForLoadState('load');
    }
  }
}

async function open(path: string) {
  const { page } = await openPage('');
  await page.goto(dev.base + path, { waitUntil: 'load' });
  return page;
}

describe('a broken page in the dev server', () => {
  it('shows file:line:col and the code in the overlay, keeps other pages, recovers on fix', async () => {
    // `title: *a` is an alias with no anchor: line 2, column 8.
    writeFileSync(aboutFile, original.replace('title: About Us', 'title: *a'));

    const broken = await open('/about');
    await expect
      .poll(() => overlayText(broken), { timeout: 30_000 })
      .toMatch(/pages\/about\.yaml:2:8 the alias \*a names no anchor .*\[bad-alias\]/);
    // The problem, not a stack trace of the validator.
    expect(await overlayText(broken)).not.toMatch(/\bat \S+ \(.*:\d+:\d+\)/);

    // Every other page still serves and renders.
    for (const [path, heading] of [
      ['/contact', "Let's grow your contracting business"],
      ['/', null],
    ] as const) {
      const response = await fetch(dev.base + path);
      expect(response.status, path).toBe(200);
      const page = await open(path);
      const h1 = page.getByRole('heading', { level: 1 }).first();
      await h1.waitFor({ timeout: 30_000 });
      if (heading) expect(await h1.textContent()).toContain(heading);
      expect(await overlayText(page)).toBe('');
      await page.context().close();
    }

    // Fixing the file recovers without a restart.
    writeFileSync(aboutFile, original);
    await expect
      .poll(
        async () => {
          await broken.reload({ waitUntil: 'load' });
          const heading = broken.getByRole('heading', { level: 1 }).first();
          const visible = await heading.isVisible().catch(() => false);
          return visible && (await overlayText(broken)) === '';
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    expect(await broken.getByRole('heading', { level: 1 }).first().textContent()).toContain(
      'We help contractors grow',
    );
    await broken.context().close();
  }, 180_000);
});
