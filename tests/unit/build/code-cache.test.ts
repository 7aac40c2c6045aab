/**
 * CommonJS files run with V8's code cache (src/build/code-cache.mjs), each run in a process of its
 * own as a build would: the first run writes the cache when it ends, the next compiles from it,
 * and a cache V8 refuses is made again. A bundle's modules (the server bundle's) each have a
 * cache named by the file's bytes: V8 checks only a source's length, and would run the code of
 * a chunk's earlier bytes.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const CODE_CACHE = pathToFileURL(resolve('src/build/code-cache.mjs')).href;
const folders: string[] = [];

function folder() {
  const made = mkdtempSync(join(tmpdir(), 'code-cache-'));
  folders.push(made);
  return made;
}

afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

/** Runs `file` through compileCommonJs in a new process: its exports and whether V8 took the cache. */
function runInProcess(file: string, cacheFile: string) {
  const script = `import { compileCommonJs } from ${JSON.stringify(CODE_CACHE)};
const { run, cached } = compileCommonJs(${JSON.stringify(file)}, ${JSON.stringify(cacheFile)});
const module = { exports: {} };
run(module.exports, () => undefined, module, '', '');
console.log(JSON.stringify({ exports: module.exports, cached }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as { exports: unknown; cached: boolean };
}

describe('the code cache', () => {
  it("is written when a run ends and compiles the next run's file", () => {
    const at = folder();
    const file = join(at, 'command.cjs');
    writeFileSync(file, 'module.exports = [1, 2, 3].map((n) => n * 2);');
    const cacheFile = join(at, 'cache/command.cjs.code-cache');
    expect(runInProcess(file, cacheFile)).toEqual({ exports: [2, 4, 6], cached: false });
    expect(readdirSync(join(at, 'cache'))).toEqual(['command.cjs.code-cache']);
    expect(runInProcess(file, cacheFile)).toEqual({ exports: [2, 4, 6], cached: true });
  });

  it('makes again a cache V8 refuses, and runs the file meanwhile', () => {
    const at = folder();
    const file = join(at, 'command.cjs');
    writeFileSync(file, 'module.exports = "ran";');
    const cacheFile = join(at, 'command.cjs.code-cache');
    writeFileSync(cacheFile, 'not a code cache');
    expect(runInProcess(file, cacheFile)).toEqual({ exports: 'ran', cached: false });
    expect(runInProcess(file, cacheFile)).toEqual({ exports: 'ran', cached: true });
  });
});

describe("a bundle's modules", () => {
  /** A bundle's entry requiring a chunk (which requires the entry back) and a Node module. */
  function bundle(value: string) {
    const root = folder();
    const serverDir = join(root, 'dist-ssr');
    mkdirSync(join(serverDir, 'chunks'), { recursive: true });
    writeFileSync(
      join(serverDir, 'entry.cjs'),
      `exports.name = 'entry';
const { join } = require('node:path');
const { value, entryName } = require('./chunks/value.cjs');
exports.shown = join(value, entryName);`,
    );
    writeValue(serverDir, value);
    return { root, serverDir };
  }
  const writeValue = (serverDir: string, value: string) =>
    writeFileSync(
      join(serverDir, 'chunks/value.cjs'),
      `exports.value = ${JSON.stringify(value)}; exports.entryName = require('../entry.cjs').name;`,
    );

  const load = (root: string, serverDir: string) =>
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { requireBundleModule } from ${JSON.stringify(CODE_CACHE)};
const entry = requireBundleModule(${JSON.stringify(serverDir)}, 'entry.cjs', ${JSON.stringify(join(root, 'cache'))});
console.log(entry.shown);`,
      ],
      { encoding: 'utf8' },
    ).trim();

  it("runs each file as Node would, and a chunk's new bytes of the same length, not its cache", () => {
    const { root, serverDir } = bundle('aaaa');
    expect(load(root, serverDir)).toBe('aaaa/entry');
    const caches = () => readdirSync(join(root, 'cache')).sort();
    const cacheOf = (name: string) => caches().find((file) => file.startsWith(`${name}.`));
    const entryCache = cacheOf('entry.cjs');
    const firstValueCache = cacheOf('chunks-value.cjs');
    expect(caches()).toEqual([firstValueCache, entryCache]);
    expect(load(root, serverDir)).toBe('aaaa/entry');
    // The same length: V8 alone would take the old cache and run the old code.
    writeValue(serverDir, 'bbbb');
    expect(load(root, serverDir)).toBe('bbbb/entry');
    // The chunk's older cache went; the entry's, still of its bytes, stayed.
    expect(caches()).toHaveLength(2);
    expect(caches()).toContain(entryCache);
    expect(caches()).not.toContain(firstValueCache);
  });
});
