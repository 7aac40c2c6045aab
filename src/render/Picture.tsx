/**
 * The one way to put an image from content on a page, so every image gets its intrinsic size
 * (nothing shifts), its alt text and the same loading rules: lazy, decoded off the main thread.
 * A lazy image that is not displayed (e.g. `hidden lg:block` on a phone) is never fetched.
 */
import type { z } from 'zod';
import type { image } from '../content/fields.ts';

export type ImageField = z.infer<typeof image>;

export function Picture({ image, className }: { image: ImageField; className?: string }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
