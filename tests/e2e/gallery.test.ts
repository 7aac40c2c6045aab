/**
 * The block gallery: `/blocks` in the dev server shows every registered block rendered from its
 * example with its YAML, and each block that takes a picture again with test photos (each
 * section's screenshot at 375 and 1280 px lands in screenshots/gallery/, to look at); the
 * production build has no such page and ships none of its code.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { blockRegistry } from '../../blocks/index.ts';
import { copyProject } from '../../src/cli/project-copy.ts';
import { baseUrl, openPage, setupBrowser } from './harness.ts';

setupBrowser();

describe('in the production build', () => {
  it('/blocks is the 404 page', async () => {
    const response = await fetch(baseUrl() + '/blocks');
    expect(response.status).toBe(404);
  });

  it('ships no gallery code', () => {
    const assets = join('dist', 'assets');
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      expect(readFileSync(join(assets, file), 'utf8')).not.toContain('Block gallery');
    }
  });
});

describe('in the dev server', () => {
  let server: ViteDevServer;
  let devUrl: string;

  beforeAll(async () => {
    server = await createServer({ server: { port: 0, strictPort: false }, logLevel: 'error' });
    await server.listen();
    devUrl = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('/blocks renders every registered block with its YAML', async () => {
    const { page, problems } = await openPage('');
    await page.goto(devUrl + '/blocks', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Block gallery' }).waitFor();
    for (const block of blockRegistry) {
      const section = page.getByRole('region', { name: block.type, exact: true });
      await expect(section.count()).resolves.toBe(1);
      const yaml = section.getByRole('figure', { name: `YAML for ${block.type}` });
      expect(await yaml.textContent()).toContain(`- type: ${block.type}`);
      // The rendered example is there too: the block draws more than its heading and YAML.
      expect((await section.textContent())!.length).toBeGreaterThan(
        (await yaml.textContent())!.length + block.description.length,
      );
    }
    // Dev mode renders on the client only; React Router's HydrateFallback warning is about that.
    expect(problems.filter((problem) => !problem.includes('HydrateFallback'))).toEqual([]);
  }, 60_000);

  it('keeps an open page while a copy of the project comes and goes in .tmp/', async () => {
    // The studio's tests and the build write there while this server runs (two test files at
    // a time): a copy's index.html appearing reloaded every open page, this file's mid-test.
    const { page } = await openPage('');
    await page.goto(devUrl + '/blocks', { waitUntil: 'networkidle' });
    await page.evaluate(() => Object.assign(window, { openedOnce: true }));
    const copy = copyProject('.tmp');
    await new Promise((done) => setTimeout(done, 2000));
    copy.remove();
    await new Promise((done) => setTimeout(done, 2000));
    expect(await page.evaluate(() => 'openedOnce' in window)).toBe(true);
    await page.context().close();
  });

  // Issue 26's list of the blocks that show a picture: each is shown again with test photos.
  const PHOTO_BLOCKS = [
    'hero',
    'split',
    'stories',
    'testimonials',
    'team',
    'case-studies',
    'articles',
    'resources',
    'webinars',
    'videos',
  ];

  for (const width of [375, 1280]) {
    it(`shows each block that takes a picture with test photos, loaded and inside the page, at ${width} px`, async () => {
      const { page } = await openPage('', { width });
      await page.goto(devUrl + '/blocks', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Block gallery' }).waitFor();
      const folder = join('screenshots', 'gallery', String(width));
      mkdirSync(folder, { recursive: true });
      for (const type of PHOTO_BLOCKS) {
        const section = page.getByRole('region', { name: `${type}-photo`, exact: true });
        expect(await section.count(), `${type}-photo`).toBe(1);
        await section.scrollIntoViewIfNeeded();
        // Lazy pictures load once near the screen: every one of them, decoded, from the image step.
        await expect
          .poll(() =>
            section.locator('picture img').evaluateAll((images) =>
              images.map((image) => {
                const img = image as HTMLImageElement;
                return img.complete && img.naturalWidth > 0;
              }),
            ),
          )
          .not.toContain(false);
        const pictures = await section.locator('picture img').evaluateAll((images) =>
          images.map((image) => ({
            src: (image as HTMLImageElement).currentSrc,
            width: image.getBoundingClientRect().width,
            right: image.getBoundingClientRect().right,
          })),
        );
        expect(pictures.length, `${type}-photo has photos`).toBeGreaterThan(0);
        for (const picture of pictures) {
          expect(picture.src, type).toMatch(
            /test-(photo|portrait)-\d+-[0-9a-f]{10}\.(avif|webp|jpg)$/,
          );
          expect(picture.width, type).toBeGreaterThan(0);
          expect(picture.right, `${type}: a photo runs past the screen`).toBeLessThanOrEqual(
            width + 1,
          );
        }
        // A <source> in the layout takes a cell of the block's grid and moves the photo.
        const displays = await section
          .locator('picture source')
          .evaluateAll((sources) => sources.map((source) => getComputedStyle(source).display));
        expect(
          displays.filter((display) => display !== 'none'),
          type,
        ).toEqual([]);
        if (type === 'hero' && width >= 1024) {
          // Beside the text from lg up, as the drawn visual is: not below it.
          const text = await section.getByRole('heading', { level: 1 }).boundingBox();
          const photo = await section.locator('picture img').first().boundingBox();
          expect(photo!.x).toBeGreaterThan(text!.x + text!.width);
          expect(photo!.y).toBeLessThan(text!.y + text!.height + 400);
        }
        // The site's sticky header would cover the top of a section scrolled under it.
        await section.screenshot({
          path: join(folder, `${type}.png`),
          style: 'header.sticky { visibility: hidden; }',
        });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await page.context().close();
    }, 120_000);
  }
});
