/** The audit log, for admins: every sign-in, save, review, publish and change to the team. */
import { useEffect, useState } from 'react';
import { quietButtonClass, StudioDialog } from '../StudioDialog.tsx';
import { siteTime, studioTimeZone } from '../site-dates.ts';
import { AUDIT_EXPORT_URL, auditPage, type AuditEvent } from './team-api.ts';

const short = (commit: string) => commit.slice(0, 7);

export function AuditDialog({ onClose }: { onClose: () => void }) {
  const [events, setEvents] = useState<AuditEvent[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [message, setMessage] = useState('');

  const load = (before?: number) =>
    auditPage(before).then(
      (page) => {
        setEvents((shown) => (before === undefined ? page.events : [...shown, ...page.events]));
        setNext(page.next);
      },
      (error: Error) => setMessage(error.message),
    );
  useEffect(() => {
    void load();
  }, []);

  return (
    <StudioDialog title="Audit log" onClose={onClose} wide>
      <p className="mt-2 text-sm">
        <a className="text-brand-700 underline" href={AUDIT_EXPORT_URL} download>
          Export as JSON
        </a>
      </p>
      {/* Below `sm` each event is a small card (when; who and what; the draft and its commits,
          each under the other): the same table restyled, its headings kept for screen readers
          only. */}
      <table className="mt-3 w-full text-left text-sm max-sm:block">
        <caption className="sr-only">Events, newest first</caption>
        <thead className="max-sm:sr-only">
          <tr className="text-xs text-muted uppercase *:not-last:pr-3">
            <th className="py-1">When ({studioTimeZone().replaceAll('_', ' ')})</th>
            <th>Who</th>
            <th>What</th>
            <th>Draft</th>
            <th>Commits</th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {events.map((event) => (
            <tr
              key={event.id}
              className="border-t border-slate-200 align-top max-sm:grid max-sm:grid-cols-[auto_1fr] max-sm:gap-x-3 max-sm:py-2 sm:*:not-last:pr-3"
            >
              <td className="py-1 max-sm:col-span-2 max-sm:py-0 max-sm:text-muted">
                {siteTime(event.at)}
              </td>
              <td className="max-sm:wrap-anywhere">{event.actorEmail}</td>
              <td className="max-sm:font-semibold">{event.action}</td>
              <td>{event.draftId}</td>
              <td className="font-mono text-xs max-sm:leading-5">
                {event.commits.map(short).join(' ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {next !== null && (
        <button
          type="button"
          className={`${quietButtonClass} mt-3`}
          onClick={() => void load(next)}
        >
          Older events
        </button>
      )}
      <p role="status" className="mt-2 text-sm">
        {message}
      </p>
    </StudioDialog>
  );
}
