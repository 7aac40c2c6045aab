/**
 * A JSON file of the build cache with a version and a key: read back only when both match
 * (anything else, a parse error included, reads as no cache: a full build), written to a temp
 * file and renamed into place, so a build that stops halfway never leaves half a file.
 *
 * A cache of many records (one per content file) is a file of lines instead: the version and
 * key, then a record a line. A record the build did not change is written back as the line it
 * was read from: after a one-page edit, the thousand others are not made into JSON again.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Raised whenever a cache file's layout changes: every older cache is then ignored. */
export const CACHE_VERSION = 1;

export function readCacheFile<T>(path: string, key: string): T | undefined {
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as {
      version?: unknown;
      key?: unknown;
      value?: T;
    };
    return stored.version === CACHE_VERSION && stored.key === key ? stored.value : undefined;
  } catch {
    return undefined;
  }
}

export function writeCacheFile(path: string, key: string, value: unknown) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ version: CACHE_VERSION, key, value }));
  renameSync(temporary, path);
}

/** A record as read: its value, and the line it was read from. */
export interface CachedRecord<T> {
  value: T;
  line: string;
}

export function readCacheRecords<T>(path: string, key: string): Map<string, CachedRecord<T>> {
  const records = new Map<string, CachedRecord<T>>();
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return records;
  }
  const lines = text.split('\n');
  try {
    const head = JSON.parse(lines[0]!) as { version?: unknown; key?: unknown };
    if (head.version !== CACHE_VERSION || head.key !== key) return records;
    for (const line of lines.slice(1)) {
      if (line === '') continue;
      const [name, value] = JSON.parse(line) as [string, T];
      records.set(name, { value, line });
    }
  } catch {
    records.clear();
  }
  return records;
}

/** Each record as its value, or as the line it was read from when it is unchanged. */
export function writeCacheRecords(
  path: string,
  key: string,
  records: Iterable<[name: string, record: { value: unknown } | { line: string }]>,
) {
  const lines = [JSON.stringify({ version: CACHE_VERSION, key })];
  for (const [name, record] of records)
    lines.push('line' in record ? record.line : JSON.stringify([name, record.value]));
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${lines.join('\n')}\n`);
  renameSync(temporary, path);
}
