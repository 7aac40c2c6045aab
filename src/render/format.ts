/** Small formatters the list blocks share, so dates, counts and durations read the same everywhere. */

// A fixed zone, so the server and the visitor's browser print the same day.
export const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Thousands with separators: 12500 → "12,500". */
export const count = new Intl.NumberFormat('en-US');

const unit = (value: number, word: string) => `${value} ${word}${value === 1 ? '' : 's'}`;

/** "45:20" → "45 minutes 20 seconds", "1:02:00" → "1 hour 2 minutes", for screen readers. */
export function spokenDuration(duration: string): string {
  const parts = duration.split(':').map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = parts.length === 3 ? parts : [0, ...parts];
  const spoken = [
    hours > 0 && unit(hours, 'hour'),
    minutes > 0 && unit(minutes, 'minute'),
    seconds > 0 && unit(seconds, 'second'),
  ].filter(Boolean);
  return spoken.length > 0 ? spoken.join(' ') : '0 seconds';
}
