/**
 * How many leads each form and page brought, and the spam refused: counts only, no personal
 * data, so every role sees them (an editor sees what a page brings).
 */
import type { LeadCounts as Counts } from './leads-api.ts';
import { LeadsChart } from './LeadsChart.tsx';

const REASONS: Record<string, string> = {
  honeypot: 'Hidden field filled (a bot)',
  'too-fast': 'Sent faster than a person types',
};

function CountTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: { key: string; label: string; count: number }[];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="text-xs text-muted uppercase">
          <th className="py-1">{heading}</th>
          <th className="text-right">Leads</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={2} className="py-1 text-muted">
              None yet
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-200">
            <td className="py-1 break-words">{row.label}</td>
            <td className="text-right tabular-nums">{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function LeadCounts({ counts, level }: { counts: Counts; level: 2 | 3 }) {
  const refusals = new Map<string, number>();
  for (const row of counts.refusals) {
    refusals.set(row.reason, (refusals.get(row.reason) ?? 0) + row.count);
  }
  return (
    <section aria-label="Lead counts">
      <p className="text-sm">
        <strong>{counts.total}</strong> {counts.total === 1 ? 'lead' : 'leads'} in all.
      </p>
      <div className="mt-3 grid items-start gap-4 md:grid-cols-3">
        <CountTable
          caption="By form"
          heading="Form"
          rows={counts.forms.map((form) => ({
            key: form.id,
            label: form.title,
            count: form.count,
          }))}
        />
        <CountTable
          caption="By page"
          heading="Page"
          rows={counts.pages.map((page) => ({
            key: page.page,
            label: page.page,
            count: page.count,
          }))}
        />
        <table className="w-full text-left text-sm">
          <caption className="text-left font-semibold">Spam refused</caption>
          <thead>
            <tr className="text-xs text-muted uppercase">
              <th className="py-1">Why</th>
              <th className="text-right">Refused</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(REASONS).map(([reason, label]) => (
              <tr key={reason} className="border-t border-slate-200">
                <td className="py-1">{label}</td>
                <td className="text-right tabular-nums" data-reason={reason}>
                  {refusals.get(reason) ?? 0}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LeadsChart counts={counts} level={level} />
    </section>
  );
}
