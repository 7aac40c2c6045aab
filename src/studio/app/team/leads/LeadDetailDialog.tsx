/**
 * One lead: every value under its form's label, where it came from (page, referrer, UTM), when
 * (in the site's time zone), and the team's work on it (status and notes). Opening it is
 * recorded in the audit log by the server.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { buttonClass, quietButtonClass, StudioDialog } from '../../StudioDialog.tsx';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { siteTime } from '../../site-dates.ts';
import { utmWord } from '../../../words.ts';
import {
  deleteLead,
  LEAD_STATUS_LABELS,
  leadDetail,
  updateLead,
  type LeadDetail,
  type LeadStatus,
} from './leads-api.ts';

function Facts({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-medium text-muted">{row.label}</dt>
          <dd className="mb-1 break-words whitespace-pre-wrap">{row.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LeadDetailDialog({
  id,
  canUpdate,
  canDelete,
  onClose,
  onChanged,
  onDeleted,
}: {
  id: string;
  canUpdate: boolean;
  canDelete: boolean;
  onClose: () => void;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const formId = useId();
  const [lead, setLead] = useState<LeadDetail | null>(null);
  const [status, setStatus] = useState<LeadStatus>('new');
  const [notes, setNotes] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState('');

  const remove = async () => {
    setBusy(true);
    setDeleteError('');
    try {
      await deleteLead(id);
      onDeleted();
    } catch (error) {
      setDeleteError((error as Error).message);
      setBusy(false);
    }
  };

  useEffect(() => {
    leadDetail(id).then(
      (found) => {
        setLead(found);
        setStatus(found.status);
        setNotes(found.notes);
      },
      (error: Error) => setMessage(error.message),
    );
  }, [id]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    try {
      const saved = await updateLead(id, { status, notes });
      setLead(saved);
      setMessage('Saved.');
      onChanged();
    } catch (error) {
      setMessage((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <StudioDialog
      title={lead ? `${lead.formTitle}: ${lead.sender || 'a lead'}` : 'Lead'}
      onClose={onClose}
      wide
    >
      {lead && (
        <>
          <h3 className="mt-3 font-semibold">What they sent</h3>
          <Facts rows={lead.fields} />
          <h3 className="mt-3 font-semibold">Where it came from</h3>
          <Facts
            rows={[
              { label: 'Received', value: siteTime(lead.receivedAt) },
              { label: 'Page', value: lead.page },
              { label: 'Referrer', value: lead.referrer },
              ...Object.entries(lead.utm).map(([key, value]) => ({ label: utmWord(key), value })),
            ]}
          />
          {canUpdate ? (
            <form onSubmit={(event) => void save(event)} className="mt-3 space-y-2">
              <div className="flex flex-col gap-1">
                <label htmlFor={`${formId}-status`} className="text-sm font-medium">
                  Status
                </label>
                <select
                  id={`${formId}-status`}
                  value={status}
                  onChange={(event) => setStatus(event.target.value as LeadStatus)}
                  className="w-48 rounded-md px-2 py-1 ring-1 ring-slate-300"
                >
                  {Object.entries(LEAD_STATUS_LABELS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${formId}-notes`} className="text-sm font-medium">
                  Notes
                </label>
                <textarea
                  id={`${formId}-notes`}
                  value={notes}
                  rows={4}
                  onChange={(event) => setNotes(event.target.value)}
                  className="rounded-md px-2 py-1 ring-1 ring-slate-300"
                />
              </div>
              <button type="submit" className={buttonClass} disabled={busy}>
                Save status and notes
              </button>
            </form>
          ) : (
            <Facts
              rows={[
                { label: 'Status', value: LEAD_STATUS_LABELS[lead.status] },
                { label: 'Notes', value: lead.notes },
              ]}
            />
          )}
          {lead.updatedBy && lead.updatedAt && (
            <p className="mt-2 text-xs text-muted">
              Last changed by {lead.updatedBy}, {siteTime(lead.updatedAt)}
            </p>
          )}
        </>
      )}
      <p role="status" className="mt-2 text-sm">
        {message}
      </p>
      {lead && canDelete && (
        <button
          type="button"
          className={`${quietButtonClass} mt-2 text-red-700`}
          onClick={() => setConfirming(true)}
        >
          Delete this lead
        </button>
      )}
      {lead && confirming && (
        <ConfirmDeleteDialog
          title="Delete this lead?"
          confirm="Delete the lead"
          busy={busy}
          error={deleteError}
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
        >
          <p className="mt-2 text-sm">
            The lead of {lead.sender || 'this person'} ({lead.formTitle},{' '}
            {siteTime(lead.receivedAt)}) and the team’s status and notes on it.
          </p>
        </ConfirmDeleteDialog>
      )}
    </StudioDialog>
  );
}
