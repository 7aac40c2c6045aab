/**
 * The client bundle holds no page: two copies of the project, one with 1 extra page and one
 * with 50 (each page declares a download and has sections to scroll to, src/cli/bench/site.ts),
 * get the same client build, byte for byte, and neither holds the site's redirects. So its cache key is the code, settings and forms
 * alone, and `npm run build` compiles it beside the validation (src/cli/build.ts).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks/index.ts';
import { benchSite } from '../../src/cli/bench/site.ts';
import { filesUnder, runProductionBuild } from './build-process.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

async function clientBuild(pages: number): Promise<Map<string, Buffer>> {
  const root = benchSite(process.cwd(), blockRegistry, pages);
  roots.push(root);
  await runProductionBuild(root, 'npx', ['vite', 'build', '--logLevel', 'warn']);
  return filesUnder(join(root, 'dist'));
}

it('is the same for a site of 1 and of 50 extra pages', async () => {
  const [few, many] = await Promise.all([clientBuild(1), clientBuild(50)]);
  expect(few.size).toBeGreaterThan(0);
  expect([...many.keys()].sort()).toEqual([...few.keys()].sort());
  for (const [file, bytes] of few) expect(many.get(file)?.equals(bytes), file).toBe(true);
  // Not one page's download, nor its data, nor the site's old addresses (pages/_site.yaml
  // sends /strategy-call on): those are the prerender's alone, and grow with every page moved.
  for (const [file, bytes] of many) {
    expect(bytes.toString('latin1'), file).not.toMatch(/curriculum-pdf-00\d\d/);
    expect(bytes.toString('latin1'), file).not.toContain('/strategy-call');
    // The studio's libraries for arranging blocks stay out of the site's bundle: framer-motion
    // (its appear-animation attribute) and dnd-kit (its screen-reader instructions' element).
    expect(bytes.toString('latin1'), file).not.toContain('data-framer-appear-id');
    expect(bytes.toString('latin1'), file).not.toContain('DndDescribedBy');
  }
}, 240_000);
