/**
 * `npm run lint:cycles` (.dependency-cruiser.mjs) holds the project to no import cycle and to its
 * layers (docs/architecture.md, "Layers"): it passes on the project as it is, and fails on a copy
 * of its config over modules that import each other or import a layer above their own, through
 * a type-only import too.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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

/** Writes `files` (paths from the project's root) into `dir`. */
function write(dir: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

/** A folder with the project's config, tsconfig and packages, and `files` under src/. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lint-cycles-'));
  made.push(dir);
  cpSync(join(ROOT, '.dependency-cruiser.mjs'), join(dir, '.dependency-cruiser.mjs'));
  cpSync(join(ROOT, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  // So that `react` resolves to the package it is, as in the project.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  write(
    dir,
    Object.fromEntries(Object.entries(files).map(([name, text]) => [join('src', name), text])),
  );
  return dir;
}

/** A small tree with one module in each of four layers, each importing the one below. */
const LAYERED = {
  'content/words.ts': 'export const words = (text: string) => text.split(/\\s+/);\n',
  'project/count.ts':
    "import { words } from '../content/words.ts';\nexport const count = (text: string) => words(text).length;\n",
  'render/Count.tsx':
    "import { count } from '../project/count.ts';\nexport const Count = ({ text }: { text: string }) => count(text);\n",
  'cli/count.ts': "import { Count } from '../render/Count.tsx';\nexport { Count };\n",
};

describe('lint:cycles', () => {
  it('finds no cycle in the project', () => {
    const { status, output } = cruise(ROOT, ['src', 'blocks', 'fields', 'forms']);
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  }, 60_000);

  it('fails on a cycle, a type-only one included, and names its modules', () => {
    const dir = project({
      'content/page.ts':
        "import type { Block } from './block.ts';\nexport type Page = { blocks: Block[] };\n",
      'content/block.ts':
        "import type { Page } from './page.ts';\nexport type Block = { page?: Page };\n",
      'content/leaf.ts': 'export const leaf = 1;\n',
    });
    const { status, output } = cruise(dir, ['src']);
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-circular: src\/content\/(page|block)\.ts/);
    // Without the cycle the same files pass.
    writeFileSync(join(dir, 'src/content/block.ts'), 'export type Block = { id: string };\n');
    expect(cruise(dir, ['src']).status).toBe(0);
  }, 60_000);

  it('passes a tree whose modules import only their own layer and those below', () => {
    const dir = project(LAYERED);
    const { status, output } = cruise(dir, ['src']);
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  }, 60_000);

  it.each([
    [
      'an import of a layer above, type-only',
      {
        'content/words.ts':
          "import type { count } from '../project/count.ts';\nexport type W = typeof count;\n",
      },
      /layer-content: src\/content\/words\.ts → src\/project\/count\.ts/,
    ],
    [
      'an import of the commands from the rendering',
      { 'render/Page.tsx': "export { Count } from '../cli/count.ts';\n" },
      /layer-render: src\/render\/Page\.tsx → src\/cli\/count\.ts/,
    ],
    [
      'React in the content layer',
      {
        'content/view.ts':
          "import { createElement } from 'react';\nexport const view = createElement;\n",
      },
      /no-react-below-render: src\/content\/view\.ts/,
    ],
    [
      'a folder that belongs to no layer',
      {
        'helpers/sum.ts':
          "import { words } from '../content/words.ts';\nexport const sum = words;\n",
      },
      /no-unlayered: src\/helpers\/sum\.ts/,
    ],
  ])(
    'fails on %s, and names it',
    (_, added, report) => {
      const dir = project({ ...LAYERED, ...added });
      const { status, output } = cruise(dir, ['src']);
      expect(output).toMatch(report);
      expect(status).not.toBe(0);
    },
    60_000,
  );
});
