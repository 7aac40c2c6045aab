/**
 * The check of an uploaded picture, for the studio's upload (which then writes the bytes to
 * `media/<fileName>` through its store): at most 20 MB; JPEG, PNG, WebP, AVIF or SVG by its
 * content, never by its name; a name whose extension does not match the content is refused with
 * a message naming both; it decodes and is not a pixel bomb. Then it is cleaned (clean-upload.ts:
 * a photo's metadata gone, an SVG sanitised as the build does), and the cleaned bytes are what
 * is stored. The file name carries a hash of those bytes, so the same picture uploaded twice is
 * one file (deduplicated) and a replaced picture gets a new name. A refusal changes nothing:
 * this function writes nothing.
 */
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import type { ProblemCode } from '../content/errors.ts';
import { cleanUpload } from './clean-upload.ts';
import { MAX_UPLOAD_BYTES, type ImageType } from './image-facts.ts';
import { probeImage } from './probe.ts';
import { MEDIA_FOLDER } from './source-files.ts';

export type UploadCheck =
  | {
      ok: true;
      /** What to store: the upload cleaned, never the bytes as sent. */
      bytes: Buffer;
      /** `crew-on-roof-3f9a1c2b7d0e.jpg`: the readable name, a hash of the bytes, the type. */
      fileName: string;
      /** Where it goes and what `src:` says: `media/crew-on-roof-3f9a1c2b7d0e.jpg`. */
      src: string;
      type: ImageType;
      width: number;
      height: number;
    }
  | { ok: false; code: ProblemCode; message: string };

const EXTENSION: Record<ImageType, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  svg: 'svg',
};

/** `Crew on Roof (1).JPG` → `crew-on-roof-1`. */
function stemOf(name: string): string {
  const stem = basename(name, extname(name))
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return stem || 'image';
}

/** Checks an upload's bytes; `name` is the file's name on the author's computer. */
export async function checkUpload(bytes: Uint8Array, name: string): Promise<UploadCheck> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    const megabytes = (bytes.byteLength / 1024 / 1024).toFixed(1);
    return {
      ok: false,
      code: 'upload-too-large',
      message: `${name} is ${megabytes} MB; an upload may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
    };
  }
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sent = await probeImage(buffer, name);
  if (!sent.ok) return sent;
  const cleaned = await cleanUpload(buffer, sent.type, name);
  if (!cleaned.ok) return cleaned;
  // What is stored is checked as what was sent was: an SVG whose every shape was unsafe (or
  // that parsed only with its DOCTYPE) is left with nothing to draw.
  const facts = await probeImage(cleaned.bytes, name);
  if (!facts.ok) {
    return {
      ok: false,
      code: 'image-unreadable',
      message: `${name} has nothing left to show once cleaned of what the site does not ship (${facts.message})`,
    };
  }
  const hash = createHash('sha256').update(cleaned.bytes).digest('hex').slice(0, 12);
  const fileName = `${stemOf(name)}-${hash}.${EXTENSION[facts.type]}`;
  return {
    ok: true,
    bytes: cleaned.bytes,
    fileName,
    src: `${MEDIA_FOLDER}/${fileName}`,
    type: facts.type,
    width: facts.width,
    height: facts.height,
  };
}
