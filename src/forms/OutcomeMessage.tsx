import { CloseButton } from '../render/CloseButton.tsx';
import { Icon } from '../render/Icon.tsx';
import type { FormOutcome } from './outcome.ts';

interface OutcomeMessageProps {
  outcome: FormOutcome | null;
  /** Shows a dismiss button (the page's notice area; a form's own message stays). */
  onDismiss?: () => void;
  /** Classes of the two live regions. */
  regionClassName?: string;
  /** Classes added to the message card. */
  cardClassName?: string;
}

const linkClass = 'font-semibold whitespace-nowrap underline underline-offset-2 hover:no-underline';

/** The line under a failure: what happens to the request, and how to reach the team now. */
function FollowUp({ state, phone, phoneHref, email }: NonNullable<FormOutcome['followUp']>) {
  return (
    <span className="mt-2 block text-sm">
      {state === 'saved'
        ? 'Your request is saved on this device and will be sent automatically, even if you leave this page. In a hurry? Call '
        : 'Please call us at '}
      <a href={phoneHref} className={linkClass}>
        {phone}
      </a>
      {' or e-mail '}
      <a href={`mailto:${email}`} className={linkClass}>
        {email}
      </a>
      .
    </span>
  );
}

/**
 * A send's outcome, in a form or in the page's notice area. Two live regions that are always
 * in the page, so that filling one is announced: success in role=status (polite), failure in
 * role=alert (assertive).
 */
export function OutcomeMessage({
  outcome,
  onDismiss,
  regionClassName,
  cardClassName = '',
}: OutcomeMessageProps) {
  const card = (shown: FormOutcome) => {
    const success = shown.kind === 'success';
    return (
      <div
        className={`flex items-start gap-3 rounded-xl p-4 ring-1 ${success ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-red-50 text-red-900 ring-red-200'} ${cardClassName}`}
      >
        <Icon
          name={success ? 'circle-check' : 'circle-alert'}
          strokeWidth={2}
          className="mt-0.5 size-5 shrink-0"
        />
        <p className="flex-1">
          {shown.message}
          {shown.hint && <span className="mt-1 block text-sm">{shown.hint}</span>}
          {shown.followUp && <FollowUp {...shown.followUp} />}
        </p>
        {onDismiss && (
          <CloseButton
            label="Dismiss message"
            onClick={onDismiss}
            className="-m-1 rounded-md p-1 hover:bg-black/5"
            iconClassName="size-4"
          />
        )}
      </div>
    );
  };
  return (
    <>
      <div role="status" className={regionClassName}>
        {outcome?.kind === 'success' && card(outcome)}
      </div>
      <div role="alert" className={regionClassName}>
        {outcome?.kind === 'failure' && card(outcome)}
      </div>
    </>
  );
}
