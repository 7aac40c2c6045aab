import type { IconName } from './icons.ts';
// A file of its own even when small: an external sprite cannot be a data: URL.
import sprite from './icon-sprite.generated.svg?url&no-inline';

/** One icon of the curated set (icons.ts), drawn from the sprite: no per-icon JavaScript. */
export function Icon({
  name,
  className = 'size-6',
  strokeWidth = 1.75,
}: {
  name: IconName;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
