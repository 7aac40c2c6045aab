/**
 * The page's own message area, outside any modal: a form that closes its modal on success says
 * so here, and the message stays until the visitor dismisses it. Both live regions are always
 * in the page so that a new message is announced.
 */
import type { FormOutcome } from '../forms/outcome.ts';
import { Icon } from '../render/Icon.tsx';

export function NoticeRegion({
  notice,
  onDismiss,
}: {
  notice: FormOutcome | null;
  onDismiss: () => void;
}) {
  const card = (outcome: FormOutcome) => {
    const success = outcome.kind === 'success';
    return (
      <div
        className={`pointer-events-auto flex items-start gap-3 rounded-xl p-4 shadow-lg ring-1 ${success ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-red-50 text-red-900 ring-red-200'}`}
      >
        <Icon
          name={success ? 'circle-check' : 'circle-alert'}
          strokeWidth={2}
          className="mt-0.5 size-5 shrink-0"
        />
        <p className="flex-1">
          {outcome.message}
          {outcome.hint && <span className="mt-1 block text-sm">{outcome.hint}</span>}
        </p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss message"
          className="-m-1 rounded-md p-1 hover:bg-black/5"
        >
          <Icon name="x" strokeWidth={2} className="size-4" />
        </button>
      </div>
    );
  };
  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-40 mx-auto max-w-md">
      <div role="status">{notice?.kind === 'success' && card(notice)}</div>
      <div role="alert">{notice?.kind === 'failure' && card(notice)}</div>
    </div>
  );
}
