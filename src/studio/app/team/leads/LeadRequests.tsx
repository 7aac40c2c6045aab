/**
 * A person's request about their data, for sales and admins: every lead of one e-mail address,
 * found, downloaded (JSON, CSV: their copy) or deleted after a confirmation. The server records
 * each in the audit log by count, never the address.
 */
import { useId, useState, type FormEvent } from 'react';
import { quietButtonClass } from '../../StudioDialog.tsx';
import { siteTime } from '../../site-dates.ts';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import {
  deleteLeadsOfAddress,
  downloadLeadsOfAddress,
  leadsOfAddress,
  type LeadSummary,
} from './leads-api.ts';

const leadsInWords = (count: number) => `${count} ${count === 1 ? 'lead' : 'leads'}`;

export function LeadRequests({
  canExport,
  canDelete,
  onDeleted,
}: {
  canExport: boolean;
  canDelete: boolean;
  onDeleted: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<{ email: string; leads: LeadSummary[] } | null>(null);
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState('');

  const run = async (work: () => Promise<void>) => {
    setMessage('');
    try {
      await work();
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  const find = (event: FormEvent) => {
    event.preventDefault();
    const email = typed.trim();
    void run(async () => setFound({ email, leads: (await leadsOfAddress(email)).leads }));
  };
  const remove = async () => {
    if (!found) return;
    setBusy(true);
    setDeleteError('');
    try {
      const { deleted } = await deleteLeadsOfAddress(found.email);
      setConfirming(false);
      setFound(null);
      setMessage(`Deleted ${leadsInWords(deleted)} of ${found.email}.`);
      onDeleted();
    } catch (error) {
      setDeleteError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 rounded-lg bg-slate-50 p-3">
      <h2 id={`${id}-heading`} className="font-semibold">
        A request for a copy or deletion
      </h2>
      <p className="mt-1 text-sm text-muted">
        Someone asked for a copy of what they sent, or for it to be deleted: find every lead of
        their e-mail address.
      </p>
      <form onSubmit={find} className="mt-2 flex flex-wrap items-end gap-2 text-sm">
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-email`} className="text-xs font-medium">
            E-mail address
          </label>
          <input
            id={`${id}-email`}
            type="email"
            required
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="rounded-md px-2 py-1 ring-1 ring-slate-300"
          />
        </div>
        <button type="submit" className={quietButtonClass}>
          Find their leads
        </button>
      </form>
      <p role="status" className="mt-2 text-sm">
        {found ? `${leadsInWords(found.leads.length)} from ${found.email}.` : message}
      </p>
      {found && found.leads.length > 0 && (
        <>
          <ul className="mt-1 ml-5 list-disc text-sm" aria-label={`Leads from ${found.email}`}>
            {found.leads.map((lead) => (
              <li key={lead.id}>
                {siteTime(lead.receivedAt)}: {lead.formTitle}, {lead.page}
              </li>
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap gap-2">
            {canExport && (
              <>
                <button
                  type="button"
                  className={quietButtonClass}
                  onClick={() => void run(() => downloadLeadsOfAddress(found.email, 'json'))}
                >
                  Download as JSON
                </button>
                <button
                  type="button"
                  className={quietButtonClass}
                  onClick={() => void run(() => downloadLeadsOfAddress(found.email, 'csv'))}
                >
                  Download as CSV
                </button>
              </>
            )}
            {canDelete && (
              <button
                type="button"
                className={`${quietButtonClass} text-red-700`}
                onClick={() => setConfirming(true)}
              >
                Delete{' '}
                {found.leads.length === 1 ? 'this lead' : `these ${found.leads.length} leads`}
              </button>
            )}
          </div>
          {found && message && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {message}
            </p>
          )}
        </>
      )}
      {found && confirming && (
        <ConfirmDeleteDialog
          title={`Delete ${leadsInWords(found.leads.length)} of ${found.email}?`}
          confirm={`Delete ${leadsInWords(found.leads.length)}`}
          many={found.leads.length > 1}
          busy={busy}
          error={deleteError}
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
        >
          <p className="mt-2 text-sm">
            Every lead whose values hold {found.email}, with the team’s status and notes on them.
          </p>
        </ConfirmDeleteDialog>
      )}
    </section>
  );
}
