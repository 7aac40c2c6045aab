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
