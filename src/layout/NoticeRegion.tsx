/**
 * The page's own message area, outside any modal: a form that closes its modal on success
 * (or whose modal was closed while it was sending) says so here, and the message stays until
 * the visitor dismisses it.
 */
import { OutcomeMessage } from '../forms/OutcomeMessage.tsx';
import type { FormOutcome } from '../forms/outcome.ts';

export function NoticeRegion({
  notice,
  onDismiss,
}: {
  notice: FormOutcome | null;
  onDismiss: () => void;
}) {
  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-40 mx-auto max-w-md">
      <OutcomeMessage
        outcome={notice}
        onDismiss={onDismiss}
        cardClassName="pointer-events-auto shadow-lg"
      />
    </div>
  );
}
