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
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Events, newest first</caption>
        <thead>
          <tr className="text-xs text-muted uppercase">
            <th className="py-1">When ({studioTimeZone().replaceAll('_', ' ')})</th>
            <th>Who</th>
            <th>What</th>
            <th>Draft</th>
            <th>Commits</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id} className="border-t border-slate-200 align-top">
              <td className="py-1 whitespace-nowrap">{siteTime(event.at)}</td>
              <td>{event.actorEmail}</td>
              <td>{event.action}</td>
              <td>{event.draftId ?? ''}</td>
              <td className="font-mono text-xs">{event.commits.map(short).join(' ')}</td>
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
