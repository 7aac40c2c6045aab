/**
 * `npm run lint:cycles` (.dependency-cruiser.mjs) holds the project to no import cycle: it passes
 * on the project as it is, and fails on a copy of its config over modules that import each
 * other, through a type-only import too.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');
const made: string[] = [];

afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** depcruise with the project's config over `paths` of `cwd`: its exit code and report. */
function cruise(cwd: string, paths: string[]) {
  const run = spawnSync(
    DEPCRUISE,
    ['--config', '.dependency-cruiser.mjs', '--output-type', 'err', ...paths],
    { cwd, encoding: 'utf8' },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

/** A folder with the project's config and tsconfig, and `files` under src/. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lint-cycles-'));
  made.push(dir);
  cpSync(join(ROOT, '.dependency-cruiser.mjs'), join(dir, '.dependency-cruiser.mjs'));
  cpSync(join(ROOT, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  mkdirSync(join(dir, 'src'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'src', name), text);
  return dir;
}

describe('lint:cycles', () => {
  it('finds no cycle in the project', () => {
    const { status, output } = cruise(ROOT, ['src', 'blocks', 'fields', 'forms']);
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  }, 60_000);

  it('fails on a cycle, a type-only one included, and names its modules', () => {
    const dir = project({
      'page.ts':
        "import type { Block } from './block.ts';\nexport type Page = { blocks: Block[] };\n",
      'block.ts': "import type { Page } from './page.ts';\nexport type Block = { page?: Page };\n",
      'leaf.ts': 'export const leaf = 1;\n',
    });
    const { status, output } = cruise(dir, ['src']);
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-circular: src\/(page|block)\.ts/);
    // Without the cycle the same files pass.
    writeFileSync(join(dir, 'src/block.ts'), 'export type Block = { id: string };\n');
    expect(cruise(dir, ['src']).status).toBe(0);
  }, 60_000);
});
