/**
 * A JSON file of the build cache with a version and a key: read back only when both match
 * (anything else, a parse error included, reads as no cache: a full build), written to a temp
 * file and renamed into place, so a build that stops halfway never leaves half a file.
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
