/**
 * The time zone a project's `pages/_site.yaml` names, read from the file as it is on disk, and
 * the build date in it: what every reader of the build date asks (the build, the validator's
 * context, the studio). Read apart from the site file's validation, which needs the build date
 * first (its context); a name Intl does not know is the validation's to report, and the default
 * stands meanwhile. Kept while the file's size and time are the same. Node only.
 */
import { statSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { buildDate } from './build-date.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from './time-zone.ts';

const SITE_FILE = 'pages/_site.yaml';

const known = new Map<string, { stamp: string; zone: string }>();

export function siteTimeZone(root: string): string {
  const file = join(root, SITE_FILE);
  let stamp: string;
  try {
    const { size, mtimeMs } = statSync(file);
    stamp = `${size}:${mtimeMs}`;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
  const kept = known.get(file);
  if (kept?.stamp === stamp) return kept.zone;
  let text: string | null = null;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // Gone since the stat: the default.
  }
  const zone = zoneNamedIn(text);
  known.set(file, { stamp, zone });
  return zone;
}

/** The zone a `_site.yaml`'s text names (null: no file), as siteTimeZone reads it from disk. */
export function zoneNamedIn(text: string | null): string {
  if (text === null) return DEFAULT_TIME_ZONE;
  try {
    const named = (parse(text) as { timeZone?: unknown } | null)?.timeZone;
    if (typeof named === 'string' && isTimeZone(named)) return named;
  } catch {
    // A file that does not parse: its validation says so.
  }
  return DEFAULT_TIME_ZONE;
}

/** The build date of the project at `root`: `BUILD_DATE` if pinned, else today in its zone. */
export const buildDateOf = (root: string, now: Date = new Date()): string =>
  buildDate(process.env, now, siteTimeZone(root));
