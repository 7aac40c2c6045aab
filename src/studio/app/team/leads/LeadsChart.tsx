/**
 * Leads per week, stacked by form or by page: people would rather look than read. The bars are
 * drawn with boxes (no chart library for a dozen bars); the same numbers are in a table under
 * them for a screen reader or whoever wants the figures, and the chart's label says what it shows.
 */
import { useId, useState } from 'react';
import type { LeadCounts } from './leads-api.ts';

const WEEKS_SHOWN = 12;
/** The largest groups get a colour each; the rest are summed as "Other". */
const COLOURS = ['bg-brand-700', 'bg-amber-500', 'bg-emerald-600', 'bg-sky-500', 'bg-rose-500'];
const OTHER_COLOUR = 'bg-slate-400';

type By = 'form' | 'page';

/** Under each bar, short enough for twelve bars on a phone: 11/30. */
const axisLabel = (week: string) => `${Number(week.slice(5, 7))}/${Number(week.slice(8, 10))}`;

const weekLabel = (week: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${week}T00:00:00Z`),
  );

/** `level`: the chart's heading's, one below the view's title (a dialog's h2, a page's h1). */
export function LeadsChart({ counts, level }: { counts: LeadCounts; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const id = useId();
  const [by, setBy] = useState<By>('form');
  const weeks = counts.weeks.slice(-WEEKS_SHOWN);
  const totals =
    by === 'form' ? counts.forms.map((form) => form.id) : counts.pages.map((p) => p.page);
  const named = totals.slice(0, COLOURS.length);
  const nameOf = (key: string) =>
    by === 'form' ? (counts.forms.find((form) => form.id === key)?.title ?? key) : key;
  const groups = [...named, ...(totals.length > named.length ? ['other'] : [])];
  const countIn = (week: (typeof weeks)[number], group: string) => {
    const table = by === 'form' ? week.byForm : week.byPage;
    if (group !== 'other') return table[group] ?? 0;
    return Object.entries(table)
      .filter(([key]) => !named.includes(key))
      .reduce((sum, [, count]) => sum + count, 0);
  };
  const colourOf = (group: string) =>
    group === 'other' ? OTHER_COLOUR : COLOURS[named.indexOf(group)]!;
  const max = Math.max(1, ...weeks.map((week) => week.total));
  const busiest = weeks.reduce(
    (best, week) => (week.total > (best?.total ?? -1) ? week : best),
    weeks[0],
  );
  const summary = weeks.length
    ? `Leads per week by ${by}, ${weeks.length} weeks from ${weekLabel(weeks[0]!.week)}; the busiest week began ${weekLabel(busiest!.week)} with ${busiest!.total}.`
    : 'No leads yet.';

  return (
    <section aria-labelledby={`${id}-title`} className="mt-4">
      <Heading id={`${id}-title`} className="font-semibold">
        Leads per week
      </Heading>
      <fieldset className="mt-1 flex gap-3 text-sm">
        <legend className="sr-only">Split the bars by</legend>
        {(['form', 'page'] as const).map((option) => (
          <label key={option} className="flex items-center gap-1">
            <input
              type="radio"
              name={`${id}-by`}
              checked={by === option}
              onChange={() => setBy(option)}
            />
            By {option}
          </label>
        ))}
      </fieldset>
      <div
        role="img"
        aria-label={summary}
        className="mt-2 flex h-40 items-end gap-1 border-b border-slate-300 motion-safe:transition-all"
      >
        {weeks.map((week) => (
          <div key={week.week} className="flex h-full min-w-3 flex-1 flex-col justify-end">
            <div
              className="flex flex-col-reverse overflow-hidden rounded-t"
              style={{ height: `${(week.total / max) * 100}%` }}
              title={`Week of ${weekLabel(week.week)}: ${week.total}`}
            >
              {groups.map((group) => {
                const count = countIn(week, group);
                return count ? (
                  <div
                    key={group}
                    className={colourOf(group)}
                    style={{ height: `${(count / week.total) * 100}%` }}
                  />
                ) : null;
              })}
            </div>
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex gap-1 text-[10px] text-muted">
        {weeks.map((week) => (
          <span key={week.week} className="min-w-3 flex-1 truncate text-center">
            {axisLabel(week.week)}
          </span>
        ))}
      </div>
      <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs">
        {groups.map((group) => (
          <li key={group} className="flex items-center gap-1">
            <span className={`inline-block size-3 rounded-sm ${colourOf(group)}`} />
            {group === 'other' ? 'Other' : nameOf(group)}
          </li>
        ))}
      </ul>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer">The figures as a table</summary>
        <div className="overflow-x-auto">
          <table className="mt-1 text-left text-xs">
            <caption className="sr-only">Leads per week by {by}</caption>
            <thead>
              <tr>
                <th className="pr-2">Week of</th>
                {groups.map((group) => (
                  <th key={group} className="pr-2">
                    {group === 'other' ? 'Other' : nameOf(group)}
                  </th>
                ))}
                <th>All</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.week} className="border-t border-slate-200">
                  <th className="pr-2 font-normal">{weekLabel(week.week)}</th>
                  {groups.map((group) => (
                    <td key={group} className="pr-2">
                      {countIn(week, group)}
                    </td>
                  ))}
                  <td>{week.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
