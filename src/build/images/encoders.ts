/**
 * The encoder settings of every output, in one place: part of each output's cache key, so a
 * change here makes the images again. AVIF's effort was chosen with `npm run bench:images`
 * (docs/quality.md, "Images"): efforts 0 to 3 give the same bytes and SSIM within 1 %, effort 2
 * takes about three times effort 1, and effort 4 (sharp's default) takes about 18 times as
 * long and loses SSIM on photo-like grain. AVIF encoding is most of the step's time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const AVIF = { quality: 45, effort: 1, chromaSubsampling: '4:2:0' } as const;
export const WEBP = { quality: 75, effort: 4 } as const;
export const JPEG = { quality: 75, mozjpeg: true } as const;
export const PNG = { compressionLevel: 9, effort: 7 } as const;

/** The placeholder: a WebP this many pixels wide, as a data URL (next.js's blur, in spirit). */
export const PLACEHOLDER = { width: 16, quality: 50 } as const;

/**
 * The encoders' versions: sharp's, and the libvips build it pins for each platform. Read from
 * their package files, so a build whose pictures all come from the cache never loads sharp.
 */
const sharpPackage = JSON.parse(
  readFileSync(
    // Its entry is dist/index.cjs; its package file is not among what it exports.
    join(dirname(createRequire(import.meta.url).resolve('sharp')), '..', 'package.json'),
    'utf8',
  ),
) as { version: string; optionalDependencies?: Record<string, string> };

/** Whatever makes an output differ: the settings and the encoders' versions. */
export const ENCODER_KEY = JSON.stringify({
  AVIF,
  WEBP,
  JPEG,
  PNG,
  PLACEHOLDER,
  versions: { sharp: sharpPackage.version, builds: sharpPackage.optionalDependencies ?? {} },
});
