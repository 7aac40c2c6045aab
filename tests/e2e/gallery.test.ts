/**
 * The block gallery: `/blocks` in the dev server shows every registered block rendered from its
 * example with its YAML; the production build has no such page and ships none of its code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { blockRegistry } from '../../blocks/index.ts';
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
});
