/**
 * The scheduler's times: the daily rebuild's next run and a scheduled publish's instant follow
 * the site zone's daylight-saving rules (croner), in Europe and in America, whose clocks change
 * on different days.
 */
import { describe, expect, it } from 'vitest';
import {
  instantIn,
  nextDailyRun,
  wallClockIn,
} from '../../../../../src/studio/team/scheduler/times.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('the next daily run', () => {
  it('is 03:00 Berlin time on each side of the spring change (02:00 then 01:00 UTC)', () => {
    let next = nextDailyRun('03:00', 'Europe/Berlin', at('2026-03-27T12:00:00Z'));
    const runs: string[] = [];
    for (let day = 0; day < 3; day += 1) {
      runs.push(iso(next));
      next = nextDailyRun('03:00', 'Europe/Berlin', next);
    }
    expect(runs).toEqual([
      '2026-03-28T02:00:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-30T01:00:00.000Z',
    ]);
  });

  it('is 03:00 New York time across the autumn change (07:00 then 08:00 UTC)', () => {
    const first = nextDailyRun('03:00', 'America/New_York', at('2026-10-31T12:00:00Z'));
    const second = nextDailyRun('03:00', 'America/New_York', first);
    expect([iso(first), iso(second)]).toEqual([
      '2026-11-01T08:00:00.000Z',
      '2026-11-02T08:00:00.000Z',
    ]);
    // The day before the change, 03:00 EDT.
    expect(iso(nextDailyRun('03:00', 'America/New_York', at('2026-10-30T12:00:00Z')))).toBe(
      '2026-10-31T07:00:00.000Z',
    );
  });

  it('runs once on the day the clocks skip its hour, at the first moment after the gap', () => {
    const run = nextDailyRun('02:30', 'Europe/Berlin', at('2026-03-28T12:00:00Z'));
    expect(wallClockIn(run, 'Europe/Berlin')).toEqual({ date: '2026-03-29', time: '03:00' });
    expect(iso(nextDailyRun('02:30', 'Europe/Berlin', run))).toBe('2026-03-30T00:30:00.000Z');
  });

  it('is later the same day when the hour is still to come', () => {
    expect(iso(nextDailyRun('22:15', 'UTC', at('2026-12-05T09:00:00Z')))).toBe(
      '2026-12-05T22:15:00.000Z',
    );
  });
});

describe('a date and time in the site zone', () => {
  it('is the instant in summer and in winter time', () => {
    expect(iso(instantIn('2026-07-01', '09:00', 'America/New_York')!)).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(iso(instantIn('2026-12-01', '09:00', 'America/New_York')!)).toBe(
      '2026-12-01T14:00:00.000Z',
    );
    expect(iso(instantIn('2026-12-01', '09:00', 'Europe/Berlin')!)).toBe(
      '2026-12-01T08:00:00.000Z',
    );
  });

  it('does not exist in the hour the clocks skip, and is the first in the hour they repeat', () => {
    expect(instantIn('2026-03-29', '02:30', 'Europe/Berlin')).toBeNull();
    expect(instantIn('2026-03-08', '02:30', 'America/New_York')).toBeNull();
    expect(iso(instantIn('2026-10-25', '02:30', 'Europe/Berlin')!)).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('refuses what is no date or time', () => {
    expect(instantIn('2026-02-30', '09:00', 'UTC')).toBeNull();
    expect(instantIn('tomorrow', '09:00', 'UTC')).toBeNull();
    expect(instantIn('2026-12-01', '9am', 'UTC')).toBeNull();
    expect(() => nextDailyRun('25:00', 'UTC', 0)).toThrow(/no time of day/);
  });
});
