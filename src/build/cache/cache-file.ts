/**
 * A JSON file of the build cache with a version and a key: read back only when both match
 * (anything else, a parse error included, reads as no cache: a full build), written to a temp
 * file and renamed into place, so a build that stops halfway never leaves half a file.
 *
 * A cache of many records (one per content file) is a file of lines instead: the version and
 * key, then a record a line, a later line for a name replacing an earlier one. A build appends
 * the records it changed; once the file holds more old lines than current ones it is written
 * anew, each unchanged record as the line it was read from. After a one-page edit, the thousand
 * other records are neither made into JSON nor written again.
 *
 * The first line may also hold a scope: a text every record of the file holds for (the
 * validation's: the context its results were checked against). Records for another scope are
 * written as a file anew, never appended: the scope read is then true of every record read, a
 * line a file no longer there included (it held for the scope when it was written).
 */
import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Raised whenever a cache file's layout changes: every older cache is then ignored. */
export const CACHE_VERSION = 2;

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

export interface CachedRecords<T> {
  records: Map<string, CachedRecord<T>>;
  /** How many record lines the file holds, replaced ones included. */
  lines: number;
  /** What every record holds for, as written with them. */
  scope?: string;
}

export function readCacheRecords<T>(path: string, key: string): CachedRecords<T> {
  const records = new Map<string, CachedRecord<T>>();
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { records, lines: 0 };
  }
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  try {
    const head = JSON.parse(lines[0]!) as { version?: unknown; key?: unknown; scope?: unknown };
    if (head.version !== CACHE_VERSION || head.key !== key) return { records, lines: 0 };
    for (const line of lines.slice(1)) {
      const [name, value] = JSON.parse(line) as [string, T];
      records.set(name, { value, line });
    }
    const scope = typeof head.scope === 'string' ? head.scope : undefined;
    return { records, lines: lines.length - 1, ...(scope !== undefined && { scope }) };
  } catch {
    // A line cut short (a build stopped while appending): no cache, a full build.
    records.clear();
    return { records, lines: 0 };
  }
}

type RecordToWrite = [name: string, record: { value: unknown } | { line: string }];

/**
 * Writes this build's records: appended to the file read (`read`, same key) when only a few
 * changed, else the whole file anew. A record given as its line is unchanged. `scope`: what
 * every record holds for (see above).
 */
export function writeCacheRecords(
  path: string,
  key: string,
  records: readonly RecordToWrite[],
  read: CachedRecords<unknown>,
  scope?: string,
) {
  const changed = records.filter(([, record]) => !('line' in record));
  const lineOf = ([name, record]: RecordToWrite) =>
    'line' in record ? record.line : JSON.stringify([name, record.value]);
  mkdirSync(dirname(path), { recursive: true });
  // Appended, the file's scope stays: only what holds for it may be (see above).
  const appendable =
    read.lines > 0 && read.lines + changed.length <= 2 * records.length && read.scope === scope;
  if (appendable) {
    if (changed.length > 0) appendFileSync(path, `${changed.map(lineOf).join('\n')}\n`);
    return;
  }
  const head = { version: CACHE_VERSION, key, ...(scope !== undefined && { scope }) };
  const lines = [JSON.stringify(head), ...records.map(lineOf)];
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${lines.join('\n')}\n`);
  renameSync(temporary, path);
}
