/**
 * The foot of a plan card (pricing plans, comparison tiers): what the plan includes, each behind
 * a check, then the button that chooses it, in the primary look on the recommended plan.
 */
import type { Action } from '../actions/action-schema.ts';
import { ActionButton } from './ActionButton.tsx';
import { BulletList, checkSize } from './BulletList.tsx';

/** The spacing of the two kinds of card: a roomy pricing plan, a compact comparison tier. */
const spacing = {
  plan: { list: 'mt-6 flex-1 space-y-3 text-sm', button: 'mt-8 w-full' },
  // Four tiers a row leave ~166 px for a label: "Choose Scalable Success" wrapped alone.
  tier: { list: 'mt-5 flex-1 space-y-2 text-sm', button: 'mt-6 w-full xl:px-3 xl:text-sm' },
};

export function PlanChoice({
  card,
  name,
  includes,
  choice: { action, recommended },
}: {
  card: keyof typeof spacing;
  /** The plan's name, said after the button's label to screen readers ("Get started: Pro"). */
  name: string;
  includes: readonly string[];
  choice: { action: Action; recommended?: boolean | undefined };
}) {
  return (
    <>
      <BulletList
        points={includes}
        className={spacing[card].list}
        check={{ icon: 'check', className: `${checkSize} text-brand-700` }}
      />
      <ActionButton
        action={action}
        look={recommended ? 'primary' : 'secondary'}
        className={spacing[card].button}
        about={name}
      />
    </>
  );
}
