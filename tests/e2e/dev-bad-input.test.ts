/**
 * `npm run dev` with a page broken while it runs (Vite's dev server on a copy of the project):
 * that page shows Vite's error overlay with `file:line:col … [code]`, every other page keeps
 * serving and rendering, and fixing the file brings the page back without a restart.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startStudioServer, type StudioServer } from '../../src/cli/bench/studio-copy-server.ts';
import { routeFromPageFile } from '../../src/content/route-path.ts';
import { hydrated, openPage, setupBrowser } from './harness.ts';

setupBrowser();

const BROKEN = 'pages/about.yaml';
let dev: StudioServer;
let original: string;

beforeAll(async () => {
  dev = await startStudioServer();
  original = readFileSync(join(dev.project.root, BROKEN), 'utf8');
}, 60_000);

afterAll(async () => {
  await dev?.close();
});

/** The text inside Vite's overlay (it lives in a shadow root), or '' when there is none. */
const overlayText = (page: Page) =>
  page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '');

const pageFiles = readdirSync('pages')
  .filter((name) => name.endsWith('.yaml') && !name.startsWith('_'))
  .map((name) => `pages/${name}`);

describe('a page broken while the dev server runs', () => {
  it('shows the problem on that page, keeps every other page, recovers when fixed', async () => {
    const { page } = await openPage('');
    await page.goto(dev.base + routeFromPageFile(BROKEN)!, { waitUntil: 'networkidle' });
    await hydrated(page);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('We help');

    // An alias with no anchor: the validator's [bad-alias], at line 2, column 8.
    writeFileSync(
      join(dev.project.root, BROKEN),
      original.replace(/^title: About Us$/m, 'title: *a'),
    );
    await page.reload({ waitUntil: 'networkidle' });
    await expect
      .poll(() => overlayText(page))
      .toMatch(/pages\/about\.yaml:2:8 .*names no anchor.*\[bad-alias\]/);

    // Every other page: its module still compiles and the page renders its heading.
    const other = await openPage('');
    for (const file of pageFiles.filter((name) => name !== BROKEN)) {
      const route = routeFromPageFile(file) ?? file;
      const response = await other.page.goto(dev.base + route, { waitUntil: 'networkidle' });
      expect(response?.status(), route).toBe(200);
      await hydrated(other.page);
      await expect
        .poll(() => other.page.locator('h1').first().isVisible(), { message: route })
        .toBe(true);
      expect(await overlayText(other.page), route).toBe('');
    }

    // Fixing the file recovers without a restart.
    writeFileSync(join(dev.project.root, BROKEN), original);
    await expect
      .poll(async () => {
        await page.reload({ waitUntil: 'networkidle' });
        return (await overlayText(page)) === '' && (await page.locator('h1').count()) > 0;
      })
      .toBe(true);
    expect(await page.locator('h1').first().textContent()).toContain('We help');
  }, 240_000);
});
