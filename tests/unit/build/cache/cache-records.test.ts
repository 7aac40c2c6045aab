/**
 * The build cache's file of records (src/build/cache/cache-file.ts): a build appends what it
 * changed, a later line replaces an earlier one, the file is written anew once it holds more
 * old lines than current ones, and a file cut short reads as no cache.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  readCacheRecords,
  writeCacheRecords,
  type CachedRecords,
} from '../../../../src/build/cache/cache-file.ts';

const folder = mkdtempSync(join(tmpdir(), 'cache-records-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const values = (read: CachedRecords<unknown>) =>
  Object.fromEntries([...read.records].map(([name, { value }]) => [name, value]));

/** One build: `changes` are new values, every other record of the last read is unchanged. */
function build(path: string, names: string[], changes: Record<string, unknown>, scope?: string) {
  const read = readCacheRecords<unknown>(path, 'k');
  writeCacheRecords(
    path,
    'k',
    names.map((name) =>
      name in changes
        ? [name, { value: changes[name] }]
        : [name, { line: read.records.get(name)!.line }],
    ),
    read,
    scope,
  );
}

describe('a file of cache records', () => {
  it('appends what changed, and reads the latest of each', () => {
    const path = join(folder, 'append.jsonl');
    const names = ['a', 'b', 'c', 'd'];
    build(path, names, { a: 1, b: 2, c: 3, d: 4 });
    const size = statSync(path).size;
    build(path, names, { b: 20 });
    // One line more, not the whole file again.
    expect(readFileSync(path, 'utf8').split('\n').filter(Boolean)).toHaveLength(6);
    expect(statSync(path).size).toBeLessThan(size + 20);
    expect(values(readCacheRecords(path, 'k'))).toEqual({ a: 1, b: 20, c: 3, d: 4 });
  });

  it('is written anew once it holds more old lines than current ones', () => {
    const path = join(folder, 'compact.jsonl');
    const names = ['a', 'b'];
    build(path, names, { a: 1, b: 2 });
    build(path, names, { a: 10 });
    build(path, names, { a: 100 });
    expect(readCacheRecords(path, 'k').lines).toBe(4);
    build(path, names, { b: 200 });
    const read = readCacheRecords(path, 'k');
    expect(read.lines).toBe(2);
    expect(values(read)).toEqual({ a: 100, b: 200 });
  });

  it('appends only records for the scope it was written for, else is written anew', () => {
    const path = join(folder, 'scope.jsonl');
    const names = ['a', 'b'];
    build(path, names, { a: 1, b: 2 }, 'one');
    build(path, names, { a: 10 }, 'one');
    expect(readCacheRecords(path, 'k')).toMatchObject({ lines: 3, scope: 'one' });
    build(path, names, { b: 20 }, 'two');
    const read = readCacheRecords(path, 'k');
    expect(read).toMatchObject({ lines: 2, scope: 'two' });
    expect(values(read)).toEqual({ a: 10, b: 20 });
  });

  it('reads as no cache when its key differs or a line was cut short', () => {
    const path = join(folder, 'cut.jsonl');
    build(path, ['a'], { a: 1 });
    expect(readCacheRecords(path, 'other').records.size).toBe(0);
    appendFileSync(path, '["a", {"half');
    expect(readCacheRecords(path, 'k')).toEqual({ records: new Map(), lines: 0 });
  });
});
