/** Weeks of the chart (Monday to Sunday in the site's zone) and the start of a day in a zone. */
import { describe, expect, it } from 'vitest';
import {
  mondayOf,
  startOfDay,
  weeklyCounts,
} from '../../../../../src/studio/team/leads/lead-weeks.ts';

const hourOf = (iso: string) => Date.parse(iso) / 3600_000;

describe('lead weeks', () => {
  it('starts each week on its Monday', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });

  it('counts an hour in the week of its day in the site’s zone', () => {
    // Monday 03:00 UTC is still Sunday evening in New York: the week before.
    const weeks = weeklyCounts(
      [
        { hour: hourOf('2026-11-30T03:00:00Z'), formId: 'contact', page: '/', count: 2 },
        { hour: hourOf('2026-11-30T15:00:00Z'), formId: 'demo', page: '/pricing', count: 1 },
      ],
      'America/New_York',
    );
    expect(weeks).toEqual([
      { week: '2026-11-23', total: 2, byForm: { contact: 2 }, byPage: { '/': 2 } },
      { week: '2026-11-30', total: 1, byForm: { demo: 1 }, byPage: { '/pricing': 1 } },
    ]);
  });

  it('finds midnight in a zone, summer and winter', () => {
    expect(new Date(startOfDay('2026-11-20', 'America/New_York')).toISOString()).toBe(
      '2026-11-20T05:00:00.000Z',
    );
    expect(new Date(startOfDay('2026-07-01', 'America/New_York')).toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
    expect(new Date(startOfDay('2026-07-01', 'UTC')).toISOString()).toBe(
      '2026-07-01T00:00:00.000Z',
    );
  });
});
