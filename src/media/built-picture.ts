/**
 * A picture as the build made it, which the page data carries beside the author's `src` and
 * `alt` and the renderer's `Picture` turns into `<picture>`: the sources per format and crop,
 * the fallback, the size, the placeholder and whether it loads first. Pure types (the browser
 * renders from them).
 */
export interface BuiltSource {
  type: 'image/avif' | 'image/webp' | 'image/jpeg' | 'image/png';
  /** `url 480w, url 720w…` */
  srcset: string;
  /** For a crop of its own (art direction): the media query it applies under. */
  media?: string;
}

export interface BuiltPicture {
  /** Every `<source>`, in the order the browser should try them; empty for an SVG. */
  sources: BuiltSource[];
  /** The `<img>`'s own src (the fallback format at its largest width) and srcset. */
  src: string;
  srcset?: string;
  /** From the layout (src/media/layouts.ts). */
  sizes?: string;
  /** Of the default crop, so nothing shifts while it loads. */
  width: number;
  height: number;
  /** A tiny blurred WebP as a data URL, shown until the picture has loaded. */
  placeholder?: string;
  /** The first large picture of a page: loads at once, with high priority. */
  priority?: boolean;
}

/** The URL of an original as written in content (the dev server serves media/ as /media/). */
export const originalUrl = (src: string) => (src.startsWith('/') ? src : `/${src}`);
