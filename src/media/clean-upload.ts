/**
 * An upload cleaned before it is stored: a studio commits what it is sent (the team studio
 * pushes it to the remote within seconds, before any review), and a repository keeps it for
 * ever, so it must hold no more than the built site would ship. A photo loses its metadata
 * (camera, owner, GPS position: EXIF, XMP, IPTC) once its orientation is applied; an SVG is
 * sanitised with the build's own rules (sanitise-svg.ts). Writes nothing: it returns the bytes
 * to store, or why the file cannot be cleaned.
 */
import type { Sharp } from 'sharp';
import { MAX_INPUT_PIXELS, type ImageType } from './image-facts.ts';
import { sanitiseSvg } from './sanitise-svg.ts';
import { loadSharp } from './sharp.ts';

export type CleanedUpload =
  { ok: true; bytes: Buffer } | { ok: false; code: 'image-unreadable'; message: string };

/**
 * Each photo re-encoded in its own format, so its name and type stay, at settings chosen for no
 * visible loss (the build makes the site's smaller copies from it): JPEG at quality 92 without
 * mozjpeg's trellis tricks, PNG lossless, WebP at 92 (lossless for a WebP with transparency,
 * mostly a logo or a drawing), AVIF at 80. sharp writes no metadata unless asked
 * (`withMetadata`, `keepExif`, `keepIccProfile`), so none is carried over; it converts the
 * pixels to sRGB and drops the ICC profile, as the build's outputs do: a profile is a
 * vendor's file that can name the device, and a picture without one is read as sRGB.
 */
const ENCODE: Record<Exclude<ImageType, 'svg'>, (image: Sharp, alpha: boolean) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 92, mozjpeg: false }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image, alpha) => image.webp(alpha ? { lossless: true } : { quality: 92 }),
  avif: (image) => image.avif({ quality: 80 }),
};

/** The XML declaration sanitiseSvg puts before what it keeps. */
const DECLARATION = /^<\?xml[^>]*\?>\s*/;

/** An SVG's text as the build would ship it; the bytes as sent when that changes nothing. */
function cleanSvg(bytes: Buffer): Buffer {
  const sent = bytes.toString('utf8');
  const sanitised = sanitiseSvg(sent);
  // Compared as text, never as "nothing was removed": what DOMPurify parsed may differ from
  // what a browser reads in the original (a DOCTYPE's entities), so only the same text is kept.
  const same = sanitised.replace(DECLARATION, '').trim() === sent.replace(DECLARATION, '').trim();
  return same ? bytes : Buffer.from(sanitised, 'utf8');
}

async function cleanPhoto(bytes: Buffer, type: Exclude<ImageType, 'svg'>): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' });
  const { hasAlpha = false } = await image.metadata();
  // rotate() with no angle turns the pixels as the EXIF orientation says, before it is dropped.
  return ENCODE[type](image.rotate(), hasAlpha).toBuffer();
}

/** `type` is the type probed from the bytes (probe.ts); `name` the file's name, for messages. */
export async function cleanUpload(
  bytes: Buffer,
  type: ImageType,
  name: string,
): Promise<CleanedUpload> {
  try {
    return { ok: true, bytes: type === 'svg' ? cleanSvg(bytes) : await cleanPhoto(bytes, type) };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return {
      ok: false,
      code: 'image-unreadable',
      message: `${name} could not be cleaned of its metadata (${reason}); export it again and upload that`,
    };
  }
}
