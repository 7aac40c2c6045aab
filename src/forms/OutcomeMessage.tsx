import { Icon } from '../render/Icon.tsx';
import type { FormOutcome } from './outcome.ts';

/**
 * Two live regions that are always in the page, so that filling one is announced: success in
 * role=status (polite), failure in role=alert (assertive).
 */
export function OutcomeMessage({ outcome }: { outcome: FormOutcome | null }) {
  const success = outcome?.kind === 'success' ? outcome : null;
  const failure = outcome?.kind === 'failure' ? outcome : null;
  return (
    <>
      <div role="status" className="empty:hidden sm:col-span-2">
        {success && (
          <p className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200">
            <Icon name="circle-check" strokeWidth={2} className="mt-0.5 size-5 shrink-0" />
            <span>{success.message}</span>
          </p>
        )}
      </div>
      <div role="alert" className="empty:hidden sm:col-span-2">
        {failure && (
          <p className="flex gap-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
            <Icon name="circle-alert" strokeWidth={2} className="mt-0.5 size-5 shrink-0" />
            <span>
              {failure.message}
              {failure.hint && <span className="mt-1 block text-sm">{failure.hint}</span>}
            </span>
          </p>
        )}
      </div>
    </>
  );
}
