/**
 * The code files' hashes kept between builds (src/cli/build-cache/file-hashes.ts): a process that finds
 * a file with the stat recorded beside its hash takes the hash without reading the file; a file
 * whose stat changed is hashed again; a clean build trusts none; a file that is gone leaves the
 * record.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { forgetFileHashes, hashOfFiles } from '../../src/cli/build-cache/file-hashes.ts';
import { codeKey, codeKeys, validatorKey } from '../../src/cli/build-cache/keys.ts';
import { buildCachePath } from '../../src/cli/build-cache/location.ts';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
afterEach(() => vi.useRealTimers());

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'file-hashes-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

/** hashOfFiles in a process of its own: what the next build would find. */
const inNextProcess = (root: string) =>
  execFileSync(
    process.execPath,
    [
      '--import',
      import.meta.resolve('tsx'),
      '-e',
      `import { hashOfFiles } from ${JSON.stringify(resolve('src/cli/build-cache/file-hashes.ts'))};
       process.stdout.write(hashOfFiles(${JSON.stringify(root)}, ['src']));`,
    ],
    { encoding: 'utf8' },
  );

const storePath = (root: string) => buildCachePath(root, 'file-hashes.json');
const stored = (root: string) =>
  (JSON.parse(readFileSync(storePath(root), 'utf8')) as { value: Record<string, unknown[]> }).value;

/** The clock a few seconds on: the files written now are settled. */
const later = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_000 });

describe('the code files’ hashes kept between builds', () => {
  it('takes a file with its recorded stat as its recorded hash, and hashes one changed again', () => {
    const root = project({ 'src/a.ts': 'export const a = 1;\n', 'src/b.ts': 'export {};\n' });
    later();
    const first = hashOfFiles(root, ['src']);
    expect(Object.keys(stored(root))).toEqual(['src/a.ts', 'src/b.ts']);
    expect(inNextProcess(root)).toBe(first);

    // Another hash recorded for a.ts, its stat kept: the next process takes it, unread.
    const value = stored(root);
    value['src/a.ts']![4] = 'ab'.repeat(32);
    writeFileSync(storePath(root), JSON.stringify({ version: 1, key: '', value }));
    expect(inNextProcess(root)).not.toBe(first);

    // Written again (the same bytes): a new stat, so it is read and hashed.
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 1;\n');
    expect(inNextProcess(root)).toBe(first);
  });

  it('records no hash of a file changed within the last two seconds', () => {
    const root = project({ 'src/a.ts': 'export const a = 1;\n' });
    hashOfFiles(root, ['src']);
    expect(existsSync(storePath(root))).toBe(false);
    later();
    hashOfFiles(root, ['src']);
    expect(Object.keys(stored(root))).toEqual(['src/a.ts']);
  });

  it('trusts no recorded stat once forgotten (a clean build), and drops a file that is gone', () => {
    const root = project({ 'src/a.ts': 'export const a = 1;\n', 'src/b.ts': 'export {};\n' });
    later();
    const first = hashOfFiles(root, ['src']);
    const value = stored(root);
    value['src/a.ts']![4] = 'ab'.repeat(32);
    writeFileSync(storePath(root), JSON.stringify({ version: 1, key: '', value }));
    forgetFileHashes(root);
    expect(hashOfFiles(root, ['src'])).toBe(first);
    expect((stored(root)['src/a.ts'] as string[])[4]).not.toBe('ab'.repeat(32));

    rmSync(join(root, 'src/b.ts'));
    hashOfFiles(root, ['src']);
    expect(Object.keys(stored(root))).toEqual(['src/a.ts']);
  });

  it('gives both code keys from one walk, each as its own walk gives it', () => {
    const root = project({
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
