/**
 * The Leads view: the counts (every role) and, for sales and admins, the leads themselves. Sales
 * sees this view alone (TeamStudio.tsx); the others open it from the team bar.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Action } from '../team-api.ts';
import { LeadCounts } from './LeadCounts.tsx';
import { LeadList } from './LeadList.tsx';
import { LeadRequests } from './LeadRequests.tsx';
import { leadCounts, type LeadCounts as Counts } from './leads-api.ts';

/** `headingLevel`: its sections' headings', below the view's title (a dialog's h2 by default). */
export function LeadsView({
  allowed,
  headingLevel = 3,
}: {
  allowed: readonly Action[];
  headingLevel?: 2 | 3;
}) {
  const [counts, setCounts] = useState<Counts | null>(null);
  const [message, setMessage] = useState('');
  /** Counts the deletes of a person's request, so the list below shows them gone. */
  const [changes, setChanges] = useState(0);
  const refresh = useCallback(
    () => leadCounts().then(setCounts, (error: Error) => setMessage(error.message)),
    [],
  );
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return (
    <div>
      {counts ? (
        <LeadCounts counts={counts} level={headingLevel} />
      ) : (
        <p className="text-sm text-muted">{message || 'Loading the counts…'}</p>
      )}
      {allowed.includes('leads.read') && (
        <LeadList
          pages={counts?.pages.map((page) => page.page) ?? []}
          canUpdate={allowed.includes('leads.update')}
          canExport={allowed.includes('leads.export')}
          canDelete={allowed.includes('leads.delete')}
          onChanged={() => void refresh()}
          changes={changes}
        />
      )}
      {allowed.includes('leads.read') && (
        <LeadRequests
          canExport={allowed.includes('leads.export')}
          canDelete={allowed.includes('leads.delete')}
          onDeleted={() => {
            setChanges((count) => count + 1);
            void refresh();
          }}
        />
      )}
      {!allowed.includes('leads.read') && (
        <p className="mt-4 text-sm text-muted">
          These are counts only: who sent a lead is for sales and admins.
        </p>
      )}
    </div>
  );
}
