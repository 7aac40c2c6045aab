/**
 * Leads per week for the chart, and in all, per form and per page: counts only, no personal
 * data, for every role. Weeks run Monday to Sunday in the site's time zone.
 */
import { dateIn } from '../../../content/time-zone.ts';

export interface HourCount {
  /** Hours since the Unix epoch. */
  hour: number;
  formId: string;
  page: string;
  count: number;
}

export interface WeekCount {
  /** The week's Monday, YYYY-MM-DD. */
  week: string;
  total: number;
  byForm: Record<string, number>;
  byPage: Record<string, number>;
}

/** The Monday of the week a date (YYYY-MM-DD) falls in. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day.toISOString().slice(0, 10);
}

export function weeklyCounts(hours: readonly HourCount[], timeZone: string): WeekCount[] {
  const weeks = new Map<string, WeekCount>();
  for (const { hour, formId, page, count } of hours) {
    // An hour's leads all fall on one day but in zones half an hour off UTC.
    const week = mondayOf(dateIn(new Date(hour * 3600_000), timeZone));
    const entry = weeks.get(week) ?? { week, total: 0, byForm: {}, byPage: {} };
    entry.total += count;
    entry.byForm[formId] = (entry.byForm[formId] ?? 0) + count;
    entry.byPage[page] = (entry.byPage[page] ?? 0) + count;
    weeks.set(week, entry);
  }
  return [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week));
}

/** Totals per key, largest first. */
export function totalsBy(
  hours: readonly HourCount[],
  key: 'formId' | 'page',
): { key: string; count: number }[] {
  const totals = new Map<string, number>();
  for (const row of hours) totals.set(row[key], (totals.get(row[key]) ?? 0) + row.count);
  return [...totals]
    .map(([name, count]) => ({ key: name, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/**
 * The instant a day (YYYY-MM-DD) starts in a time zone: midnight there, found from the zone's
 * offset at UTC midnight and checked once more (a day a clock change starts on).
 */
export function startOfDay(date: string, timeZone: string): number {
  const utc = Date.parse(`${date}T00:00:00Z`);
  let guess = utc;
  for (let pass = 0; pass < 2; pass++) guess = utc - offsetAt(guess, timeZone);
  return guess;
}

function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}
