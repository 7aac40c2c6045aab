/**
 * The client bundle holds no page: two copies of the project, one with 1 extra page and one
 * with 50 (each page declares a download and has sections to scroll to, src/cli/bench/site.ts),
 * get the same client build, byte for byte. So its cache key is the code, settings and forms
 * alone, and `npm run build` compiles it beside the validation (src/cli/build.ts).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks/index.ts';
import { benchSite } from '../../src/cli/bench/site.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function viteBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: root,
      // Vitest sets NODE_ENV=test; a build is a production build.
      env: { ...process.env, NODE_ENV: 'production', BUILD_DATE: '2026-11-20' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed in ${root}:\n${output}`)),
    );
  });
}

/** Every file under a folder: relative path → its text. */
function tree(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const child = join(path, name);
      if (statSync(child).isDirectory()) walk(child);
      else files.set(relative(folder, child), readFileSync(child, 'latin1'));
    }
  };
  walk(folder);
  return files;
}

async function clientBuild(pages: number): Promise<Map<string, string>> {
  const root = benchSite(process.cwd(), blockRegistry, pages);
  roots.push(root);
  await viteBuild(root);
  return tree(join(root, 'dist'));
}

it('is the same for a site of 1 and of 50 extra pages', async () => {
  const [few, many] = await Promise.all([clientBuild(1), clientBuild(50)]);
  expect(few.size).toBeGreaterThan(0);
  expect([...many.keys()].sort()).toEqual([...few.keys()].sort());
  for (const [file, text] of few) expect(many.get(file) === text, file).toBe(true);
  // Not one page's download, nor its data.
  for (const [file, text] of many) expect(text, file).not.toMatch(/curriculum-pdf-00\d\d/);
}, 240_000);
