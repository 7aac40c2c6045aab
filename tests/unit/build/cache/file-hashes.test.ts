// @vitest-environment jsdom
/**
 * The code files' hashes kept between builds (src/build/cache/file-hashes.ts): a process that finds
 * a file with the stat recorded beside its hash takes the hash without reading the file; a file
 * whose stat changed is hashed again; a clean build trusts none; a file that is gone leaves the
 * record.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_VERSION } from '../../../../src/build/cache/cache-file.ts';
import { forgetFileHashes, hashOfFiles } from '../../../../src/build/cache/file-hashes.ts';
import { codeKey, codeKeys, validatorKey } from '../../../../src/build/cache/keys.ts';
import { buildCachePath } from '../../../../src/build/cache/location.ts';
import { fixtureProject } from '../../../support/fixture-project.ts';

afterEach(() => vi.useRealTimers());

/** hashOfFiles in a process of its own: what the next build would find. */
const inNextProcess = (root: string) =>
  execFileSync(
    process.execPath,
    [
      '--import',
      import.meta.resolve('tsx'),
      '-e',
      `import { hashOfFiles } from ${JSON.stringify(resolve('src/build/cache/file-hashes.ts'))};
       process.stdout.write(hashOfFiles(${JSON.stringify(root)}, ['src']));`,
    ],
    { encoding: 'utf8' },
  );

const storePath = (root: string) => buildCachePath(root, 'file-hashes.json');
const stored = (root: string) =>
  (JSON.parse(readFileSync(storePath(root), 'utf8')) as { value: Record<string, unknown[]> }).value;

/** Another hash recorded for `file`, its stat kept as recorded. */
const OTHER_HASH = 'ab'.repeat(32);
function recordOtherHash(root: string, file: string) {
  const value = stored(root);
  value[file]![4] = OTHER_HASH;
  writeFileSync(storePath(root), JSON.stringify({ version: CACHE_VERSION, key: '', value }));
}

/** The clock a few seconds on: the files written now are settled. */
const later = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_000 });

describe('the code files’ hashes kept between builds', () => {
  it('takes a file with its recorded stat as its recorded hash, and hashes one changed again', () => {
    const root = fixtureProject({
      'src/a.ts': 'export const a = 1;\n',
      'src/b.ts': 'export {};\n',
    });
    later();
    const first = hashOfFiles(root, ['src']);
    expect(Object.keys(stored(root))).toEqual(['src/a.ts', 'src/b.ts']);
    expect(inNextProcess(root)).toBe(first);

    // Another hash recorded for a.ts, its stat kept: the next process takes it, unread.
    recordOtherHash(root, 'src/a.ts');
    expect(inNextProcess(root)).not.toBe(first);

    // Written again (the same bytes): a new stat, so it is read and hashed.
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 1;\n');
    expect(inNextProcess(root)).toBe(first);
  });

  it('records no hash of a file changed within the last two seconds', () => {
    const root = fixtureProject({ 'src/a.ts': 'export const a = 1;\n' });
    hashOfFiles(root, ['src']);
    expect(existsSync(storePath(root))).toBe(false);
    later();
    hashOfFiles(root, ['src']);
    expect(Object.keys(stored(root))).toEqual(['src/a.ts']);
  });

  it('trusts no recorded stat once forgotten (a clean build), and drops a file that is gone', () => {
    const root = fixtureProject({
      'src/a.ts': 'export const a = 1;\n',
      'src/b.ts': 'export {};\n',
    });
    later();
    const first = hashOfFiles(root, ['src']);
    recordOtherHash(root, 'src/a.ts');
    forgetFileHashes(root);
    expect(hashOfFiles(root, ['src'])).toBe(first);
    expect((stored(root)['src/a.ts'] as string[])[4]).not.toBe(OTHER_HASH);

    rmSync(join(root, 'src/b.ts'));
    hashOfFiles(root, ['src']);
    expect(Object.keys(stored(root))).toEqual(['src/a.ts']);
  });

  it('gives both code keys from one walk, each as its own walk gives it', () => {
    const root = fixtureProject({
      'src/a.ts': 'export const a = 1;\n',
      'src/View.tsx': 'export const View = () => null;\n',
      'blocks/hero/schema.ts': 'export {};\n',
      'public/logo.svg': '<svg/>',
      'package-lock.json': '{}',
      'index.html': '<!doctype html>',
    });
    const both = codeKeys(root);
    expect(both).toEqual({ code: codeKey(root), validator: validatorKey(root) });
    writeFileSync(join(root, 'src/View.tsx'), 'export const View = () => 1;\n');
    // A component is the bundles' code, not the validator's.
    expect(codeKeys(root)).toEqual({ code: codeKey(root), validator: both.validator });
    expect(codeKeys(root).code).not.toBe(both.code);
  });
});
