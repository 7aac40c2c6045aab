/**
 * How each kind of picture is laid out on the page: the one description from which the build
 * takes the widths it encodes, the `sizes` attribute the browser picks a width with, the crops
 * (one per aspect ratio the page shows), and the validator takes the width below which a source
 * looks soft. Each block's `image:` field names its layout (src/media/image-field.ts), so a
 * change of a block's design is one line here. Pure data: the browser may import it.
 */
export interface ImageCrop {
  /** Width / height of the crop. */
  aspect: number;
  /** The media query this crop is for (art direction); the last crop has none. */
  media?: string;
}

export interface ImageLayout {
  /** What the picture is, in messages: "hero picture". */
  noun: string;
  /** The `sizes` attribute: the width the picture is displayed at, per viewport. */
  sizes: string;
  /** The widths encoded, in pixels (each one no wider than the source: widthsFor). */
  widths: readonly number[];
  /** The crops, the default last. A layout with one crop has no `<source media>`. */
  crops: readonly [...ImageCrop[], ImageCrop];
  /** The widest the picture is displayed, in CSS pixels; a source under twice that looks soft. */
  displayWidth: number;
  /** A picture large enough to be a page's largest paint: the first one loads eagerly. */
  large: boolean;
}

// The hero's picture column is `minmax(0, 30rem)` from lg up; under it the picture spans the
// container (px-5, at most max-w-lg). 390 px at DPR 3 asks for 1050 px; 1440 px at DPR 1, 480 px.
const hero: ImageLayout = {
  noun: 'hero picture',
  sizes: '(min-width: 1024px) 480px, (min-width: 552px) 512px, calc(100vw - 2.5rem)',
  widths: [480, 720, 960, 1080],
  crops: [{ aspect: 4 / 3 }],
  displayWidth: 512,
  large: true,
};

// Half of the max-w-7xl container from lg up, at most max-w-xl (576 px).
const split: ImageLayout = {
  noun: 'split picture',
  sizes: '(min-width: 640px) 576px, calc(100vw - 2.5rem)',
  widths: [480, 768, 1152],
  crops: [{ aspect: 4 / 3 }],
  displayWidth: 576,
  large: true,
};

// Listing cards (PictureCard, FeaturedCard): 2:1 on phones, 16:10 from sm up; three columns
// from lg up, two from sm, one under it. The featured card is half the container.
const card: ImageLayout = {
  noun: 'card picture',
  sizes: '(min-width: 1024px) 600px, (min-width: 640px) 50vw, 100vw',
  widths: [400, 640, 960, 1200],
  crops: [{ aspect: 2, media: '(max-width: 639px)' }, { aspect: 16 / 10 }],
  displayWidth: 600,
  large: false,
};

// Avatar (size-11: 44 px) beside a quote, a story, an author or a speaker.
const avatar: ImageLayout = {
  noun: 'avatar',
  sizes: '44px',
  widths: [44, 88, 132],
  crops: [{ aspect: 1 }],
  displayWidth: 44,
  large: false,
};

// A team member's portrait (size-20: 80 px).
const portrait: ImageLayout = {
  noun: 'portrait',
  sizes: '80px',
  widths: [80, 160, 240],
  crops: [{ aspect: 1 }],
  displayWidth: 80,
  large: false,
};

export const imageLayouts = { hero, split, card, avatar, portrait } as const;

export type ImageLayoutName = keyof typeof imageLayouts;

/**
 * The widths to encode for a source `sourceWidth` pixels wide: the layout's, never wider than
 * the source; when the source is narrower than every one, the source's own width. Sorted,
 * without repeats (eleventy-img's rule).
 */
export function widthsFor(layout: ImageLayout, sourceWidth: number): number[] {
  const fitting = layout.widths.filter((width) => width <= sourceWidth);
  const widths = fitting.length < layout.widths.length ? [...fitting, sourceWidth] : fitting;
  return [...new Set(widths.map((width) => Math.round(width)))].sort((a, b) => a - b);
}
