/**
 * The one way to put an image from content on a page, so every image gets its intrinsic size
 * (nothing shifts), its alt text and the same loading rules.
 */
import type { z } from 'zod';
import type { image } from '../content/fields.ts';

export type ImageField = z.infer<typeof image>;

// A 1×1 transparent GIF: what the <img> of a media-gated picture holds when the media query does
// not match, so that narrow screens request nothing.
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

interface PictureProps {
  image: ImageField;
  className?: string;
  /**
   * Above the fold and likely the largest paint: load at once and first. Otherwise images load
   * lazily and decode off the main thread.
   */
  priority?: boolean;
  /**
   * A media query the image is shown under (e.g. `(min-width: 64rem)` for one hidden below lg).
   * The file is only fetched when it matches; the `className` must hide the image otherwise.
   */
  media?: string;
}

export function Picture({ image, className, priority = false, media }: PictureProps) {
  const loading = priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  const img = (
    <img
      src={media ? BLANK : image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...loading}
      className={className}
    />
  );
  if (!media) return img;
  // display: contents, so the <img> keeps its place in the parent's layout (grid, flex); the
  // <source> is hidden or it would take a grid cell of its own.
  return (
    <picture className="contents">
      <source
        media={media}
        srcSet={image.src}
        width={image.width}
        height={image.height}
        className="hidden"
      />
      {img}
    </picture>
  );
}
