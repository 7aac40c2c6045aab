/**
 * The scheduler's times, pure: the next run of a daily time in the site's zone, and the instant
 * a date and time in that zone name. croner reads the zone's rules, so a daylight-saving change
 * moves the instant with the clocks: 03:00 in Berlin is 02:00 UTC in winter, 01:00 in summer.
 */
import { Cron } from 'croner';

/** "HH:MM", 24-hour. */
const DAILY_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isDailyTime = (text: string) => DAILY_TIME.test(text);

/** The first instant after `after` at which it is `time` ("03:00") in `timeZone`. */
export function nextDailyRun(time: string, timeZone: string, after: number): number {
  const match = DAILY_TIME.exec(time);
  if (!match) throw new Error(`"${time}" is no time of day (HH:MM)`);
  const cron = new Cron(`0 ${Number(match[2])} ${Number(match[1])} * * *`, {
    timezone: timeZone,
    paused: true,
  });
  const next = cron.nextRun(new Date(after));
  if (!next) throw new Error(`no next run of ${time} in ${timeZone}`);
  return next.getTime();
}

/** The wall-clock date and time ("2026-12-01", "09:00") at `at` in `timeZone`. */
export function wallClockIn(at: number, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * The instant it is `date` `time` in `timeZone`, or null when that wall-clock time does not
 * exist there (the hour the clocks skip in spring). In the hour that happens twice in autumn, the
 * first.
 */
export function instantIn(date: string, time: string, timeZone: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isDailyTime(time)) return null;
  let at: number | undefined;
  try {
    const cron = new Cron(`${date}T${time}:00`, { timezone: timeZone, paused: true });
    // A day before the date in UTC is before it in every zone.
    at = cron.nextRun(new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000))?.getTime();
  } catch {
    // croner refuses a date that is none (2026-02-30): no instant.
    return null;
  }
  if (at === undefined) return null;
  const back = wallClockIn(at, timeZone);
  return back.date === date && back.time === time ? at : null;
}
