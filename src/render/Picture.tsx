/**
 * The one way to put a picture from content on a page. A built page's picture carries what the
 * build made of it (src/media/built-picture.ts): AVIF and WebP sources, a JPEG or PNG fallback,
 * `sizes` from its layout, its width and height (nothing shifts), a blurred placeholder behind
 * it, and eager loading with high priority for the first large picture of a page, lazy for the
 * others. Without one (the dev server, the studio's preview) the original is shown as it is.
 */
import type { CSSProperties } from 'react';
import type { ImageValue } from '../media/image-field.ts';
import { originalUrl, type BuiltPicture } from '../media/built-picture.ts';

export type ImageField = ImageValue & { built?: BuiltPicture };

function placeholderStyle(built: BuiltPicture): CSSProperties | undefined {
  return built.placeholder
    ? { backgroundImage: `url(${built.placeholder})`, backgroundSize: 'cover' }
    : undefined;
}

export function Picture({ image, className }: { image: ImageField; className?: string }) {
  const alt = image.decorative ? '' : (image.alt ?? '');
  const built = image.built;
  if (!built) {
    return (
      <img
        src={originalUrl(image.src)}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={className}
      />
    );
  }
  const loading = built.priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  const img = (
    <img
      src={built.src}
      srcSet={built.srcset}
      sizes={built.sizes}
      alt={alt}
      width={built.width}
      height={built.height}
      {...loading}
      style={placeholderStyle(built)}
      className={className}
    />
  );
  if (built.sources.length === 0) return img;
  return (
    // `contents`: the <img> is the box the block's classes size, as it was without <picture>.
    // Its <source>s then become children of the block's grid or flex box, and the UA gives them
    // no `display: none`: each would take a grid cell and push the <img> onto the next row.
    <picture className="contents [&>source]:hidden">
      {built.sources.map((source) => (
        <source
          key={`${source.media ?? ''} ${source.type}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcset}
          sizes={built.sizes}
        />
      ))}
      {img}
    </picture>
  );
}
