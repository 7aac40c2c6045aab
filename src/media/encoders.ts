/**
 * The encoder settings of every output, in one place: part of each output's cache key, so a
 * change here makes the images again. AVIF's effort was chosen with `npm run bench:images`
 * (docs/quality.md, "Images"): effort 4 costs about six times effort 2 for ~15 % fewer bytes.
 */
import sharp from 'sharp';

export const AVIF = { quality: 45, effort: 2, chromaSubsampling: '4:2:0' } as const;
export const WEBP = { quality: 75, effort: 4 } as const;
export const JPEG = { quality: 75, mozjpeg: true } as const;
export const PNG = { compressionLevel: 9, effort: 7 } as const;

/** The placeholder: a WebP this many pixels wide, as a data URL (next.js's blur, in spirit). */
export const PLACEHOLDER = { width: 16, quality: 50 } as const;

/** Whatever makes an output differ: the settings and the encoders' versions. */
export const ENCODER_KEY = JSON.stringify({
  AVIF,
  WEBP,
  JPEG,
  PNG,
  PLACEHOLDER,
  versions: sharp.versions,
});
