/**
 * The leads, newest first, for sales and admins: search and filters (form, page, date, status),
 * a page of fifty at a time, each opened in its own dialog; the export takes the same filters.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { quietButtonClass } from '../../StudioDialog.tsx';
import { siteTime, studioTimeZone } from '../../site-dates.ts';
import { LeadDetailDialog } from './LeadDetailDialog.tsx';
import {
  exportUrl,
  LEAD_STATUS_LABELS,
  listLeads,
  NO_QUERY,
  type LeadQuery,
  type LeadSummary,
} from './leads-api.ts';

const inputClass = 'rounded-md px-2 py-1 ring-1 ring-slate-300';

export function LeadList({
  pages,
  canUpdate,
  canExport,
  canDelete,
  onChanged,
  changes,
}: {
  pages: string[];
  canUpdate: boolean;
  canExport: boolean;
  canDelete: boolean;
  onChanged: () => void;
  /** Goes up when leads were deleted elsewhere in the view (a person's request): list again. */
  changes: number;
}) {
  const id = useId();
  const [draft, setDraft] = useState<LeadQuery>(NO_QUERY);
  const [query, setQuery] = useState<LeadQuery>(NO_QUERY);
  const [leads, setLeads] = useState<LeadSummary[]>([]);
  const [forms, setForms] = useState<{ id: string; title: string }[]>([]);
  const [total, setTotal] = useState(0);
  const [next, setNext] = useState<number | null>(null);
  // A lead's notice links here (`/studio/?lead=<id>`): its details open at once.
  const [opened, setOpened] = useState<string | null>(() =>
    new URLSearchParams(window.location.search).get('lead'),
  );
  const [message, setMessage] = useState('');
  const [news, setNews] = useState('');

  const load = useCallback(
    (offset = 0) =>
      listLeads(query, offset).then(
        (found) => {
          setLeads((shown) => (offset === 0 ? found.leads : [...shown, ...found.leads]));
          setForms(found.forms);
          setTotal(found.total);
          setNext(found.next);
          setMessage('');
        },
        (error: Error) => setMessage(error.message),
      ),
    [query],
  );
  useEffect(() => {
    void load();
  }, [load, changes]);
  const close = () => {
    setOpened(null);
    // Closed, it stays closed on a reload.
    if (new URLSearchParams(window.location.search).has('lead')) {
      window.history.replaceState(null, '', window.location.pathname);
    }
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft);
  };
  const field = (key: keyof LeadQuery) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((before) => ({ ...before, [key]: event.target.value })),
  });
  const label = (key: keyof LeadQuery, text: string) => (
    <label htmlFor={`${id}-${key}`} className="text-xs font-medium">
      {text}
    </label>
  );

  return (
    <section aria-label="Leads" className="mt-6">
      <form onSubmit={apply} className="flex flex-wrap items-end gap-2 text-sm">
        <div className="flex min-w-40 flex-1 flex-col gap-1">
          {label('search', 'Search')}
          <input type="search" className={inputClass} {...field('search')} />
        </div>
        <div className="flex flex-col gap-1">
          {label('form', 'Form')}
          <select className={inputClass} {...field('form')}>
            <option value="">Any form</option>
            {forms.map((form) => (
              <option key={form.id} value={form.id}>
                {form.title}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          {label('page', 'Page')}
          <select className={`${inputClass} max-w-48`} {...field('page')}>
            <option value="">Any page</option>
            {pages.map((page) => (
              <option key={page} value={page}>
                {page}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          {label('status', 'Status')}
          <select className={inputClass} {...field('status')}>
            <option value="">Any status</option>
            {Object.entries(LEAD_STATUS_LABELS).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          {label('from', 'From')}
          <input type="date" className={inputClass} {...field('from')} />
        </div>
        <div className="flex flex-col gap-1">
          {label('to', 'To')}
          <input type="date" className={inputClass} {...field('to')} />
        </div>
        <button type="submit" className={quietButtonClass}>
          Show leads
        </button>
      </form>
      <p className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <span role="status">
          {news && `${news} `}
          {total} {total === 1 ? 'lead' : 'leads'} found
        </span>
        {canExport && (
          <a className="text-brand-700 underline" href={exportUrl(query)} download>
            Export these as CSV
          </a>
        )}
      </p>
      <div className="overflow-x-auto">
        {/* On a phone each lead is a small card: its facts two a row, the headings left out. */}
        <table className="mt-2 w-full text-left text-sm max-sm:block">
          <caption className="sr-only">Leads, newest first</caption>
          <thead className="max-sm:sr-only">
            <tr className="text-xs text-muted uppercase">
              <th className="py-1 pr-2">Received ({studioTimeZone().replaceAll('_', ' ')})</th>
              <th className="pr-2">From</th>
              <th className="pr-2">Form</th>
              <th className="pr-2">Page</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {leads.map((lead) => (
              <tr
                key={lead.id}
                className="border-t border-slate-200 align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-2 max-sm:py-2"
              >
                <td className="py-1 pr-2 sm:whitespace-nowrap">{siteTime(lead.receivedAt)}</td>
                <td className="pr-2">
                  <button
                    type="button"
                    className="text-left text-brand-700 underline"
                    onClick={() => setOpened(lead.id)}
                  >
                    {lead.sender || 'Open lead'}
                  </button>
                </td>
                <td className="pr-2">{lead.formTitle}</td>
                <td className="pr-2 break-all">{lead.page}</td>
                <td>{LEAD_STATUS_LABELS[lead.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {next !== null && (
        <button
          type="button"
          className={`${quietButtonClass} mt-3`}
          onClick={() => void load(next)}
        >
          More leads
        </button>
      )}
      {message && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {message}
        </p>
      )}
      {opened && (
        <LeadDetailDialog
          id={opened}
          canUpdate={canUpdate}
          canDelete={canDelete}
          onClose={close}
          onChanged={() => {
            void load();
            onChanged();
          }}
          onDeleted={() => {
            close();
            // Said once the list no longer shows it.
            void load().then(() => setNews('Deleted the lead.'));
            onChanged();
          }}
        />
      )}
    </section>
  );
}
