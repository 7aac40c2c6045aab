/**
 * The dates and times of the studio's page, as its server judges them: the build date (what the
 * preview leaves off, page-on-date.ts) and the site's time zone (`timeZone:` in _site.yaml), in
 * which every time the studio shows is written, the zone named ("Dec 4, 2026, 10:00 PM EST").
 * The server hands both over in meta tags; without them, nothing is left off and times are
 * Eastern, the site's default.
 */
import { DEFAULT_TIME_ZONE } from '../../content/time-zone.ts';

const meta = (name: string) =>
  typeof document === 'undefined'
    ? null
    : document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;

export const studioBuildDate = (): string | null => meta('studio-build-date');

export const studioTimeZone = (): string => meta('studio-time-zone') ?? DEFAULT_TIME_ZONE;

/** `at` (an ISO time or milliseconds) in the site's zone, the zone named. */
export function siteTime(at: string | number, timeZone: string = studioTimeZone()): string {
  return new Intl.DateTimeFormat('en-US', {
    // The parts of dateStyle medium and timeStyle short, which cannot name the zone.
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(at));
}
