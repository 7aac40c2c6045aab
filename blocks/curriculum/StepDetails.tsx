import type { ReactNode } from 'react';
import { BulletList, checkSize } from '../../src/render/BulletList.tsx';

/** The classes of one kind of program step: a module card (light) or the final project (dark). */
interface StepLook {
  heading: string;
  when: string;
  description: string;
  points: string;
  point: string;
  check: string;
}

export const moduleLook: StepLook = {
  heading: 'text-lg font-semibold sm:text-xl',
  when: 'bg-brand-50 text-brand-700',
  description: 'text-muted',
  points: 'mt-5 grid gap-x-8 gap-y-2.5 sm:grid-cols-2',
  point: 'flex gap-2.5 text-sm text-ink',
  check: 'text-accent-600',
};

export const projectLook: StepLook = {
  heading: 'text-xl font-bold sm:text-2xl',
  when: 'bg-white/10 text-accent-300',
  description: 'max-w-3xl text-slate-200',
  points: 'mt-5 grid gap-x-8 gap-y-2.5 text-sm text-slate-100 sm:grid-cols-2',
  point: 'flex gap-2.5',
  check: 'text-accent-300',
};

/**
 * What a step of the program says beside its badge, in the step's two-column grid: the title
 * with its "when" pill, then (under it, or under the badge too on phones) the description and
 * the points, each behind a check.
 */
export function StepDetails({
  step: { title, when, description },
  heading = title,
  points,
  look,
}: {
  step: { title: string; when?: string | undefined; description: string };
  /** The title as drawn, when it says more to screen readers than the title alone. */
  heading?: ReactNode;
  points: readonly string[];
  look: StepLook;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className={look.heading}>{heading}</h3>
        {when && (
          <p
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase ${look.when}`}
          >
            {when}
          </p>
        )}
      </div>
      <div className="col-span-2 md:col-span-1 md:col-start-2">
        <p className={look.description}>{description}</p>
        <BulletList
          points={points}
          className={look.points}
          itemClassName={look.point}
          check={{ icon: 'circle-check', className: `${checkSize} ${look.check}` }}
        />
      </div>
    </>
  );
}
