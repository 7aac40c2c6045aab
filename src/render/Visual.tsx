import {
  VISUAL_HEIGHT,
  VISUAL_WIDTH,
  visualFile,
  visuals,
  type VisualName,
} from '../content/visuals.ts';

/**
 * A named visual from the registry (src/content/visuals.ts), drawn from its SVG file through
 * `<use>`: the box has its size at once (nothing shifts), no script draws it (the server's HTML
 * is the final picture), it never competes with the heading as the largest paint, and its text
 * is set in the page's font.
 */
export function Visual({ name, className }: { name: VisualName; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={visuals[name]}
      width={VISUAL_WIDTH}
      height={VISUAL_HEIGHT}
      viewBox={`0 0 ${VISUAL_WIDTH} ${VISUAL_HEIGHT}`}
      className={className}
    >
      <use href={`${visualFile(name)}#visual`} />
    </svg>
  );
}
