/**
 * On the live site, the drafts a person started and still has work on, each one click away:
 * coming back to the studio's plain address (a bookmark, the next morning) lands on the live
 * site, read only, and the draft one was editing should not have to be looked for.
 */
import { ToolbarButton } from '../ToolbarButton.tsx';
import { STATUS_LABELS } from './status-labels.ts';
import type { DraftSummary } from './team-api.ts';

/** The states in which the draft waits for its author, not for a reviewer or a publisher. */
const AUTHOR_WORK = new Set<DraftSummary['status']>([
  'editing',
  'changes-requested',
  'needs-update',
]);

interface Props {
  drafts: DraftSummary[];
  /** The person signed in, by e-mail: the drafts they started. */
  email: string;
  onOpen: (id: string) => void;
}

export function ContinueDrafts({ drafts, email, onOpen }: Props) {
  const mine = drafts.filter(
    (draft) => draft.author?.email === email && AUTHOR_WORK.has(draft.status),
  );
  if (mine.length === 0) return null;
  return (
    <div role="group" aria-label="Your drafts" className="flex w-full flex-wrap items-center gap-2">
      <span className="text-sm">Your drafts:</span>
      {mine.map((draft) => (
        <ToolbarButton key={draft.id} onClick={() => onOpen(draft.id)}>
          Continue “{draft.name}” ({STATUS_LABELS[draft.status]})
        </ToolbarButton>
      ))}
    </div>
  );
}
