import { Icon } from './Icon.tsx';
import type { IconName } from './icons.ts';

/** The size and place of a check marker, beside the first line of its point. */
export const checkSize = 'mt-0.5 size-4 shrink-0';

/**
 * Short points as a list, each behind a marker: the accent dot (feature cards, job openings) or
 * a check icon (what a plan includes, a module's topics). Nothing at all when there are none.
 */
export function BulletList({
  points,
  className,
  itemClassName = 'flex gap-2',
  check,
}: {
  points: readonly string[];
  className: string;
  itemClassName?: string;
  /** A check icon instead of the dot: which one, and its classes (size, colour). */
  check?: { icon: IconName; className: string };
}) {
  if (points.length === 0) return null;
  return (
    <ul className={className}>
      {points.map((point) => (
        <li key={point} className={itemClassName}>
          {check ? (
            <Icon name={check.icon} strokeWidth={2} className={check.className} />
          ) : (
            <span
              aria-hidden="true"
              className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500"
            />
          )}
          {point}
        </li>
      ))}
    </ul>
  );
}
