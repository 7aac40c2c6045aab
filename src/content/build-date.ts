/**
 * The date a build is made on, which dated content is judged against (cohorts offered, upcoming
 * webinars). `BUILD_DATE=YYYY-MM-DD` pins it, so tests and a re-run of an old build never depend
 * on the real clock; otherwise it is today in the site's time zone (time-zone.ts): a webinar at
 * 7 PM Eastern is still upcoming at midnight UTC. Node only.
 */
import { DEFAULT_TIME_ZONE, dateIn } from './time-zone.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function buildDate(
  env: Readonly<Record<string, string | undefined>> = process.env,
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const pinned = env.BUILD_DATE;
  if (pinned === undefined || pinned === '') return dateIn(now, timeZone);
  if (!ISO_DATE.test(pinned) || Number.isNaN(Date.parse(pinned))) {
    throw new Error(`BUILD_DATE must be a date such as 2026-11-23, got "${pinned}"`);
  }
  return pinned;
}
