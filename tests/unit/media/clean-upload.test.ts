/**
 * What the upload check hands the studios to store (both pass through checkUpload): a photo
 * without its camera, owner or GPS position, turned as its orientation said and with no visible
 * loss; an SVG with no script, handler or `javascript:` link and its drawing kept; an SVG that
 * is already clean kept byte for byte; a file that cannot be cleaned refused.
 */
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanUpload } from '../../../src/media/clean-upload.ts';
import { sanitiseSvg } from '../../../src/media/sanitise-svg.ts';
import { testPhotoPixels } from '../../../src/media/test-photo.ts';
import { checkUpload } from '../../../src/media/upload.ts';
import {
  HOSTILE_SVG,
  PHOTO_TAGS,
  SVG_HAZARDS,
  noisePng,
  taggedJpeg,
  truncatedJpeg,
} from '../../support/test-images.ts';

const WIDTH = 320;
const HEIGHT = 200;

/** The stored bytes of an accepted upload; fails the test on a refusal. */
async function stored(bytes: Buffer, name: string): Promise<Buffer> {
  const check = await checkUpload(bytes, name);
  if (!check.ok) throw new Error(check.message);
  return check.bytes;
}

/** A picture shrunk to 40 × 64 RGB, for comparing what two files show. */
const thumbnail = (bytes: Buffer) =>
  sharp(bytes).rotate().resize(40, 64, { fit: 'fill' }).removeAlpha().raw().toBuffer();

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('a photo upload', () => {
  it('loses its EXIF, GPS and XMP, its orientation applied, with no visible loss', async () => {
    const pixels = await testPhotoPixels({ width: WIDTH, height: HEIGHT, seed: 21 });
    const photo = await taggedJpeg(
      await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .png()
        .toBuffer(),
    );
    // The photo as sent does carry them: the test would prove nothing otherwise.
    const sent = await sharp(photo).metadata();
    expect(sent).toMatchObject({ orientation: 6, width: WIDTH, height: HEIGHT });
    expect(sent.exif?.toString('latin1')).toContain(PHOTO_TAGS.artist);
    expect(sent.xmp).toBeDefined();

    const check = await checkUpload(photo, 'holiday.jpg');
    expect(check).toMatchObject({ ok: true, type: 'jpeg', width: HEIGHT, height: WIDTH });
    const cleaned = await stored(photo, 'holiday.jpg');
    const metadata = await sharp(cleaned).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: HEIGHT, height: WIDTH });
    expect(metadata.orientation ?? 1).toBe(1);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    for (const tag of Object.values(PHOTO_TAGS)) expect(cleaned.includes(tag)).toBe(false);

    // What it shows is what the original showed, turned: levels differ by under 2 of 255.
    expect(meanDifference(await thumbnail(cleaned), await thumbnail(photo))).toBeLessThan(2);
    // The same photo sent twice is cleaned to the same bytes: one file, one name.
    expect((await stored(photo, 'holiday.jpg')).equals(cleaned)).toBe(true);
  });

  it('cleans PNG, WebP and AVIF in their own format, losslessly for PNG', async () => {
    const png = await noisePng(64, 48);
    const tagged = (image: Sharp) =>
      image.withExif({ IFD0: { Artist: PHOTO_TAGS.artist } }).toBuffer();
    for (const [type, bytes] of [
      ['png', await tagged(sharp(png).png())],
      ['webp', await tagged(sharp(png).webp())],
      ['avif', await tagged(sharp(png).avif())],
    ] as const) {
      expect((await sharp(bytes).metadata()).exif).toBeDefined();
      const cleaned = await stored(bytes, `logo.${type}`);
      const metadata = await sharp(cleaned).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.format).toBe(type === 'avif' ? 'heif' : type);
      expect(cleaned.includes(PHOTO_TAGS.artist)).toBe(false);
    }
    const raw = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    const cleanedPng = await stored(await tagged(sharp(png).png()), 'logo.png');
    expect((await raw(cleanedPng)).equals(await raw(png))).toBe(true);
  });

  it('refuses a file that cannot be cleaned, naming it', async () => {
    const cut = await truncatedJpeg(200, 100);
    expect(await cleanUpload(cut, 'jpeg', 'cut.jpg')).toEqual({
      ok: false,
      code: 'image-unreadable',
      message: expect.stringMatching(/^cut\.jpg could not be cleaned of its metadata \(.+\)/),
    });
  });
});

describe('an SVG upload', () => {
  it('loses its script, handlers and javascript: links and keeps its drawing', async () => {
    expect(HOSTILE_SVG).toMatch(SVG_HAZARDS);
    const check = await checkUpload(Buffer.from(HOSTILE_SVG), 'logo.svg');
    expect(check).toMatchObject({ ok: true, type: 'svg', width: 120, height: 80 });
    const cleaned = (await stored(Buffer.from(HOSTILE_SVG), 'logo.svg')).toString('utf8');
    expect(cleaned).not.toMatch(SVG_HAZARDS);
    expect(cleaned).not.toMatch(/alert/);
    expect(cleaned).toMatch(/<rect id="box" width="40" height="30" fill="#123456"\/>/);
    expect(cleaned).toMatch(/<circle cx="80" cy="40" r="20" fill="#c00"\/>/);
    expect(cleaned).toContain('xlink:href="#box"');
    // What is stored is what the build ships of it: sanitising it again changes nothing.
    expect(sanitiseSvg(cleaned)).toBe(cleaned);
  });

  it('keeps an SVG the sanitiser leaves as it is byte for byte', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="4" height="3" fill="#0a0"/></svg>\n',
    );
    expect((await stored(svg, 'mark.svg')).equals(svg)).toBe(true);
  });

  it('refuses an SVG with nothing left to draw once cleaned', async () => {
    // Its only content is an entity its DOCTYPE declares: never expanded, so nothing parses.
    const svg = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY shape "<rect width=\'4\' height=\'3\'/>">]><svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">&shape;</svg>',
    );
    expect(await checkUpload(svg, 'entity.svg')).toMatchObject({
      ok: false,
      code: 'image-unreadable',
      message: expect.stringContaining('entity.svg has nothing left to show once cleaned'),
    });
  });
});
