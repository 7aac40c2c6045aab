/**
 * sharp, loaded when a picture is first made or probed: its native library takes a tenth of a
 * second to load, which a build whose pictures all come from the cache (a one-page edit) does
 * not spend.
 */
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    // Each output is made once; libvips' operation cache would only hold memory (as Astro does).
    sharp.cache(false);
    return sharp;
  }));
}
