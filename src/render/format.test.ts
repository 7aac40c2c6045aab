import { describe, expect, it } from 'vitest';
import { count, longDate, spokenDuration } from './format.ts';

describe('spokenDuration', () => {
  it.each([
    ['45:20', '45 minutes 20 seconds'],
    ['1:01', '1 minute 1 second'],
    ['58:00', '58 minutes'],
    ['1:02:00', '1 hour 2 minutes'],
    ['2:00:05', '2 hours 5 seconds'],
    ['0:00', '0 seconds'],
  ])('reads %s as "%s"', (duration, spoken) => {
    expect(spokenDuration(duration)).toBe(spoken);
  });
});

describe('longDate and count', () => {
  it('print the same day in every time zone and group thousands', () => {
    expect(longDate.format(new Date('2025-03-01'))).toBe('March 1, 2025');
    expect(count.format(12500)).toBe('12,500');
  });
});
