/**
 * The site's time zone: the build date is today there (not in UTC), `BUILD_DATE` still pins it,
 * the zone comes from `timeZone:` in pages/_site.yaml (Eastern when absent), and a name Intl does
 * not know is refused by the site file's validation, in words.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDate } from '../../../src/content/build-date.ts';
import { buildDateOf, siteTimeZone, zoneNamedIn } from '../../../src/content/site-time-zone.ts';
import { validateSource } from '../../../src/project/validate.ts';
import { siteTime } from '../../../src/studio/app/site-dates.ts';

const LATE_EVENING_IN_NEW_YORK = new Date('2026-12-05T03:00:00Z');
// This project's site file without its own `timeZone:` line, for each test to add one.
const siteText = readFileSync(join(process.cwd(), 'pages/_site.yaml'), 'utf8').replace(
  /^timeZone: .*\n/m,
  '',
);

afterEach(() => vi.unstubAllEnvs());

describe('the build date in the site’s time zone', () => {
  it('is the day it is in the zone, not in UTC', () => {
    expect(buildDate({}, LATE_EVENING_IN_NEW_YORK, 'America/New_York')).toBe('2026-12-04');
    expect(buildDate({}, LATE_EVENING_IN_NEW_YORK, 'UTC')).toBe('2026-12-05');
    expect(buildDate({}, LATE_EVENING_IN_NEW_YORK, 'Asia/Tokyo')).toBe('2026-12-05');
    // Eastern unless told otherwise.
    expect(buildDate({}, LATE_EVENING_IN_NEW_YORK)).toBe('2026-12-04');
  });

  it('is still pinned by BUILD_DATE', () => {
    expect(buildDate({ BUILD_DATE: '2026-11-20' }, LATE_EVENING_IN_NEW_YORK, 'UTC')).toBe(
      '2026-11-20',
    );
  });

  it('takes the zone from the project’s _site.yaml', () => {
    const root = mkdtempSync(join(tmpdir(), 'time-zone-'));
    mkdirSync(join(root, 'pages'));
    vi.stubEnv('BUILD_DATE', '');
    try {
      expect(siteTimeZone(root)).toBe('America/New_York');
      writeFileSync(join(root, 'pages/_site.yaml'), `${siteText}\ntimeZone: Asia/Tokyo\n`);
      expect(siteTimeZone(root)).toBe('Asia/Tokyo');
      expect(buildDateOf(root, LATE_EVENING_IN_NEW_YORK)).toBe('2026-12-05');
      writeFileSync(join(root, 'pages/_site.yaml'), `${siteText}\ntimeZone: America/Chicago\n`);
      expect(buildDateOf(root, LATE_EVENING_IN_NEW_YORK)).toBe('2026-12-04');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('timeZone in _site.yaml', () => {
  const problemsWith = (line: string) =>
    validateSource('pages/_site.yaml', 'site', `${siteText}\n${line}\n`, null).problems;

  it('takes an IANA name and refuses another, saying what to write', () => {
    expect(problemsWith('timeZone: Europe/London')).toEqual([]);
    expect(problemsWith('timeZone: Eastern Time')).toEqual([
      expect.objectContaining({
        path: 'timeZone',
        message: expect.stringContaining('such as America/New_York'),
      }),
    ]);
  });

  it('is Eastern when absent', () => {
    const result = validateSource('pages/_site.yaml', 'site', siteText, null);
    expect((result.data as { timeZone: string }).timeZone).toBe('America/New_York');
  });
});

describe('the zone a site file’s text names (a commit’s, read from Git)', () => {
  it('is its timeZone, else Eastern: no file, none named, one Intl does not know, no YAML', () => {
    expect(zoneNamedIn(`${siteText}\ntimeZone: Asia/Tokyo\n`)).toBe('Asia/Tokyo');
    expect(zoneNamedIn(null)).toBe('America/New_York');
    expect(zoneNamedIn(siteText)).toBe('America/New_York');
    expect(zoneNamedIn('timeZone: Mars/Olympus\n')).toBe('America/New_York');
    expect(zoneNamedIn('timeZone: [unclosed\n')).toBe('America/New_York');
  });
});

describe('times in the studio', () => {
  // ICU writes a narrow space before AM/PM in some versions.
  const shown = (at: string, zone?: string) => siteTime(at, zone).replace(/\s/g, ' ');

  it('are written in the site’s zone, the zone named', () => {
    expect(shown('2026-12-05T03:00:00Z', 'America/New_York')).toBe('Dec 4, 2026, 10:00 PM EST');
    expect(shown('2026-12-05T03:00:00Z', 'Europe/London')).toBe('Dec 5, 2026, 3:00 AM GMT');
    // Eastern without the page's meta tag (no document here).
    expect(shown('2026-07-01T16:30:00Z')).toBe('Jul 1, 2026, 12:30 PM EDT');
  });
});
