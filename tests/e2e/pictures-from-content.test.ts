/**
 * The pricing hero's picture is drawn from the plan cards of its page, in Chromium: the Growth
 * plan's price changed in the local studio's form changes the picture in the preview at once;
 * saved and built (`npm run build` in the studio's copy of the project), the built page's
 * picture holds the new price in its HTML, named by it for a screen reader, and keeps it once
 * the hero's island wakes in the browser (hydrated alone, without the page's content).
 *
 * PICTURE_SHOTS=<folder> also writes screenshots of every built page's picture there, at 375
 * and 1280 px.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioServer, type StudioServer } from '../../src/cli/bench/studio-copy-server.ts';
import { routeFromPageFile } from '../../src/content/route-path.ts';
import { hydrated, openPage, setupBrowser } from './harness.ts';
import { serveSiteCopy } from './site-copy-build.ts';
import { preview } from './studio-steps.ts';

setupBrowser();

let studio: StudioServer;

beforeAll(async () => {
  studio = await startStudioServer();
}, 120_000);

afterAll(async () => {
  await studio?.close();
});

/** The picture beside the hero: its words, as a reader of the page finds them. */
const heroPicture = (scope: Page | ReturnType<Page['frameLocator']>): Locator =>
  scope.locator('section').first().getByRole('img');

describe('the pricing picture follows the plan cards', () => {
  it('changes with the Growth plan’s price in the studio’s form, and in the built page', async () => {
    const { page } = await openPage('', { width: 1280, height: 900 });
    await page.goto(`${studio.base}/studio?file=pages/pricing.yaml&view=form`, {
      timeout: 120_000,
    });
    const frame = preview(page);
    const picture = heroPicture(frame);
    await expect
      .poll(() => picture.getAttribute('aria-label'), { timeout: 60_000 })
      .toBe(
        'The Growth plan at $797 a month beside a chart of the jobs it books paying for itself',
      );
    expect(await picture.textContent()).toContain('$797');

    // The plan cards' block in the form: the Growth plan's monthly fee.
    await frame.getByText('Pick the plan that fits your crew today', { exact: true }).click();
    await page.keyboard.press('Escape');
    const form = page.getByRole('form', { name: 'Fields of the pricing block' });
    const fee = form.getByRole('group', { name: 'Plans 2' }).getByLabel('Monthly fee');
    await expect.poll(() => fee.inputValue()).toBe('797');
    await fee.fill('849');

    await expect
      .poll(() => picture.getAttribute('aria-label'))
      .toBe(
        'The Growth plan at $849 a month beside a chart of the jobs it books paying for itself',
      );
    expect(await picture.textContent()).toContain('$849');
    expect(await picture.textContent()).not.toContain('$797');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Saved pages/pricing.yaml');
    await page.context().close();

    const built = spawnSync('npm', ['run', 'build'], {
      cwd: studio.project.root,
      encoding: 'utf8',
      timeout: 600_000,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(built.status, `${built.stdout}\n${built.stderr}`).toBe(0);
    const html = readFileSync(join(studio.project.root, 'dist/pricing/index.html'), 'utf8');
    expect(html).toContain(
      'aria-label="The Growth plan at $849 a month beside a chart of the jobs it books paying for itself"',
    );
    expect(html).toContain('>$849<');
    expect(html).not.toContain('/visuals/');

    const { server, origin } = await serveSiteCopy(join(studio.project.root, 'dist'));
    try {
      const site = await openPage('', { width: 1280, height: 900 });
      await site.page.goto(`${origin}/pricing/`);
      await hydrated(site.page);
      const builtPicture = heroPicture(site.page);
      expect(await builtPicture.textContent()).toContain('$849');
      // Woken by a pointer over it, the hero's island is hydrated from its props alone: the
      // picture stays as the server drew it.
      const island = site.page.locator('[data-island="block"]').first();
      await builtPicture.hover();
      await expect.poll(() => island.getAttribute('data-island-awake')).toBe('true');
      expect(await builtPicture.textContent()).toContain('$849');
      expect(await builtPicture.getAttribute('aria-label')).toContain('$849 a month');
      expect(site.problems).toEqual([]);
      await site.page.context().close();
      await shootPictures(origin);
    } finally {
      await server.close();
    }
  }, 900_000);
});

/** Every page whose hero names a visual, by its route. */
const picturedRoutes = () =>
  readdirSync(join(studio.project.root, 'pages')).flatMap((file) => {
    const route = routeFromPageFile(file);
    const data = parse(readFileSync(join(studio.project.root, 'pages', file), 'utf8')) as {
      blocks: { visual?: string }[];
    };
    return route !== null && data.blocks.some((block) => block.visual) ? [route] : [];
  });

async function shootPictures(origin: string) {
  const folder = process.env.PICTURE_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const width of [375, 1280]) {
    const { page } = await openPage('', { width, height: 900 });
    for (const route of picturedRoutes()) {
      await page.goto(`${origin}${route === '/' ? '/' : `${route}/`}`);
      await hydrated(page);
      const name = route === '/' ? 'index' : route.slice(1).replace(/\//g, '-');
      const hero = page.locator('section').first();
      await hero.screenshot({ path: join(folder, `${name}-${width}.png`) });
    }
    await page.context().close();
  }
}
