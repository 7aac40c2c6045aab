/**
 * The site's time zone (`timeZone:` in pages/_site.yaml, an IANA name): the day the build date
 * is, and how the studio shows and takes times. Eastern by default, since the site's hours are.
 * Intl knows the names, so no table of them is kept here. Browser-safe.
 */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Whether `name` is a time zone Intl knows (`America/New_York`, `UTC`, `Europe/Paris`). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The date (YYYY-MM-DD) it is at `now` in `timeZone`. */
export function dateIn(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
