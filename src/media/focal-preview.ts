/**
 * What the studio's crop previews need to show the build's crop (focal-crop.ts) with CSS alone:
 * an `object-position` for an `object-fit: cover` box of the crop's aspect ratio. The position
 * is read off the very rectangle the build cuts, so the preview cannot drift from the build.
 * Pure.
 */
import { focalCrop } from './focal-crop.ts';

/** The crops the focal-point picker previews, as the issue asks: wide, square and portrait. */
export const PREVIEW_ASPECTS = [
  { name: '16:9', aspect: 16 / 9 },
  { name: '1:1', aspect: 1 },
  { name: '4:5', aspect: 4 / 5 },
] as const;

/** A focus given to two decimals, as it is written into the YAML. */
export const roundFocus = (focus: readonly [number, number]): [number, number] => [
  Math.round(Math.min(1, Math.max(0, focus[0])) * 100) / 100,
  Math.round(Math.min(1, Math.max(0, focus[1])) * 100) / 100,
];

/**
 * Percentages for `object-position`: with `object-fit: cover`, x% puts the picture's left edge at
 * x% of the room the picture overflows by, so x = crop.left / (width - crop.width). A side that
 * does not overflow has no room, and any value shows the same: 50%.
 */
export function objectPositionFor(
  width: number,
  height: number,
  aspect: number,
  focus: readonly [number, number] | undefined,
): { x: number; y: number } {
  if (!(width > 0 && height > 0)) {
    // Not known yet (the picture is loading, or an SVG without a size): the focus itself.
    const [x, y] = focus ?? [0.5, 0.5];
    return { x: x * 100, y: y * 100 };
  }
  const crop = focalCrop(width, height, aspect, focus);
  const share = (offset: number, room: number) => (room > 0 ? (offset / room) * 100 : 50);
  return {
    x: share(crop.left, width - crop.width),
    y: share(crop.top, height - crop.height),
  };
}

/** The CSS value of `objectPositionFor`. */
export function objectPositionCss(
  width: number,
  height: number,
  aspect: number,
  focus: readonly [number, number] | undefined,
): string {
  const { x, y } = objectPositionFor(width, height, aspect, focus);
  return `${+x.toFixed(3)}% ${+y.toFixed(3)}%`;
}
