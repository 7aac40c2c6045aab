import { useContext } from 'react';
import { VISUAL_HEIGHT, VISUAL_WIDTH, type VisualName } from '../content/visuals.ts';
import { PagePictures } from './page-pictures.ts';

/**
 * A named visual from the registry (src/content/visuals.ts), drawn inline from the content of
 * the page it stands on (page-pictures.ts): its words and figures are the page's, the box has
 * its size at once (nothing shifts), no script draws it, and its text is set in the page's font.
 *
 * Without the page's pictures (an island hydrated alone in the browser: hydrate-island.tsx) it
 * keeps what the server drew: React neither compares nor rewrites an element's inner HTML when
 * it hydrates, and an empty `__html` keeps it from hydrating the drawing's elements one by one.
 */
export function Visual({ name, className }: { name: VisualName; className?: string }) {
  const drawn = useContext(PagePictures)?.(name);
  return (
    <svg
      role="img"
      aria-label={drawn?.label}
      width={VISUAL_WIDTH}
      height={VISUAL_HEIGHT}
      viewBox={`0 0 ${VISUAL_WIDTH} ${VISUAL_HEIGHT}`}
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: drawn?.markup ?? '' }}
    />
  );
}
