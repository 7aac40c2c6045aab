/**
 * Reads an image with sharp (Node only): its type from its bytes (never from its name), its
 * size, whether it has transparent pixels, and whether it decodes to the end. A pixel bomb (a
 * small file that claims billions of pixels) is refused from its header, before any decoding.
 */
import type { Metadata } from 'sharp';
import {
  MAX_INPUT_PIXELS,
  typeOfExtension,
  extensionOf,
  type ImageFacts,
  type ImageType,
} from './image-facts.ts';
import { loadSharp } from './sharp.ts';

/** sharp's name of a format → ours; undefined for a format we do not take (GIF, TIFF, HEIC). */
function ourType(metadata: Metadata): ImageType | undefined {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'svg':
      return metadata.format;
    case 'heif':
      return metadata.compression === 'av1' ? 'avif' : undefined;
    default:
      return undefined;
  }
}

const TYPE_NAMES: Record<ImageType, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  svg: 'SVG',
};

/** `name` is the file's name as the author gave it: its extension must match the content. */
export async function probeImage(input: Buffer | string, name: string): Promise<ImageFacts> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return {
      ok: false,
      code: 'image-wrong-type',
      message: `${name} is not a JPEG, PNG, WebP, AVIF or SVG picture`,
    };
  }
  const type = ourType(metadata);
  if (!type) {
    const found = metadata.format === 'heif' ? 'HEIC' : metadata.format.toUpperCase();
    return {
      ok: false,
      code: 'image-wrong-type',
      message: `${name} is a ${found} picture; only JPEG, PNG, WebP, AVIF and SVG are taken (export it as JPEG)`,
    };
  }
  const promised = typeOfExtension(name);
  if (promised !== type) {
    return {
      ok: false,
      code: 'image-type-mismatch',
      message: `${name} holds a ${TYPE_NAMES[type]} picture but its name ends in .${extensionOf(name) || '(nothing)'}; rename it to .${type === 'jpeg' ? 'jpg' : type}`,
    };
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) {
    return { ok: false, code: 'image-unreadable', message: `${name} has no width or height` };
  }
  if (width * height > MAX_INPUT_PIXELS) {
    return {
      ok: false,
      code: 'image-too-many-pixels',
      message: `${name} claims ${width} × ${height} pixels, over the limit of ${MAX_INPUT_PIXELS / 1e6} megapixels`,
    };
  }
  let transparent = false;
  try {
    // Decoded to the end (a file cut short fails here), at a small size: JPEG shrinks on load.
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'truncated',
    })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels === 4) {
      for (let i = 3; i < data.length && !transparent; i += 4) transparent = data[i]! < 255;
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { ok: false, code: 'image-unreadable', message: `${name} does not decode (${reason})` };
  }
  return { ok: true, type, width, height, transparent };
}
