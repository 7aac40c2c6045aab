/**
 * The opening heading of a page on its dark hero band (the home hero, a program's curriculum):
 * an optional pill above, then the one `h1`, whose size on wide screens the caller sets.
 */
import type { ReactNode } from 'react';

export function HeroHeading({
  badge,
  wideSize,
  children,
}: {
  badge?: ReactNode;
  wideSize: 'sm:text-5xl' | 'sm:text-6xl';
  children: ReactNode;
}) {
  return (
    <>
      {badge && (
        <p className="inline-flex rounded-full border border-white/20 bg-white/5 px-3 py-1 text-sm font-medium text-accent-300">
          {badge}
        </p>
      )}
      <h1
        className={`mt-5 text-3xl leading-tight font-extrabold tracking-tight text-balance min-[375px]:text-4xl ${wideSize}`}
      >
        {children}
      </h1>
    </>
  );
}
