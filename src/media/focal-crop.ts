/**
 * The largest rectangle of an aspect ratio that fits a picture, placed so the focal point stays
 * as near its centre as the picture's edges allow (astro #4341 asked for this). Pure.
 */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function focalCrop(
  width: number,
  height: number,
  aspect: number,
  focus: readonly [number, number] = [0.5, 0.5],
): Rect {
  const cropWidth = Math.min(width, Math.round(height * aspect));
  const cropHeight = Math.min(height, Math.round(cropWidth / aspect));
  const place = (size: number, crop: number, at: number) =>
    Math.min(size - crop, Math.max(0, Math.round(at * size - crop / 2)));
  return {
    left: place(width, cropWidth, focus[0]),
    top: place(height, cropHeight, focus[1]),
    width: cropWidth,
    height: cropHeight,
  };
}
