/** Small pictures for the image tests, made with sharp (nothing binary is committed). */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A noisy RGB picture (noise compresses like detail, so sizes are realistic). */
export function noisePicture(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
}

export const noiseJpeg = (width: number, height: number) =>
  noisePicture(width, height).jpeg({ quality: 85 }).toBuffer();

export const noisePng = (width: number, height: number) =>
  noisePicture(width, height).png().toBuffer();

/** A transparent PNG: a red disc on nothing. */
export const transparentPng = (size: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#c00"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/**
 * A pixel bomb: a real 1 × 1 PNG whose header then claims `width` × `height` pixels (the
 * header's CRC recomputed, so a decoder believes it).
 */
export async function pixelBombPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await noisePng(1, 1));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A JPEG cut short, as an upload that stopped half way leaves it. */
export async function truncatedJpeg(width: number, height: number): Promise<Buffer> {
  const jpeg = await noiseJpeg(width, height);
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

/** What `taggedJpeg` writes into a photo, for the tests to look for afterwards. */
export const PHOTO_TAGS = { make: 'Canon', artist: 'Jane Owner', latitude: '48/1 51/1 2964/100' };

/**
 * A photo as a phone or a camera leaves it: EXIF naming the camera and the owner, a GPS
 * position, XMP naming the creator, and orientation 6 (to be turned 90° clockwise to show).
 * `pixels` is the picture as stored, before that turn.
 */
export function taggedJpeg(pixels: Buffer) {
  return sharp(pixels)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: PHOTO_TAGS.make, Model: 'EOS 5D', Artist: PHOTO_TAGS.artist },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: PHOTO_TAGS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4020/100',
      },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${PHOTO_TAGS.artist}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .jpeg({ quality: 95 })
    .toBuffer();
}

/**
 * An SVG as an attacker would upload it (a script, an event handler, a `javascript:` link, HTML
 * in a foreignObject), exported with an XML declaration and a comment as drawing programs do,
 * around shapes that must survive: a rectangle, a circle and a reference inside the file.
 */
export const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with a drawing program -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" onload="alert(1)">
  <script>alert(2)</script>
  <rect id="box" width="40" height="30" fill="#123456"/>
  <a href="javascript:alert(3)"><circle cx="80" cy="40" r="20" fill="#c00" onclick="alert(4)"/></a>
  <use xlink:href="#box" x="50"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
</svg>
`;

/** What must be gone from a sanitised SVG. */
export const SVG_HAZARDS = /<script|\son[a-z]+\s*=|javascript:|foreignObject/i;
