/**
 * Photo-like test pictures, drawn with sharp: a sum of octaves of smooth noise (random grids
 * upscaled with a cubic kernel, each octave half the amplitude of the one before) plus a little
 * per-pixel grain. A flat or blurred picture compresses so well that byte figures mean nothing;
 * this one gives about what a real photo does (≈140 kB as mozjpeg q75 at 1170 px).
 * Deterministic: the same seed draws the same picture.
 */
import sharp from 'sharp';

/** A small seeded generator (mulberry32): the same seed, the same picture. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TestPhotoOptions {
  width: number;
  height: number;
  seed: number;
  /** Octaves of noise summed; the finest has cells about width / 2^(octaves+1) wide. */
  octaves?: number;
  /** Amplitude of the grain, in 0..255 levels. */
  grain?: number;
}

/** Raw RGB pixels of a test photo. */
export async function testPhotoPixels({
  width,
  height,
  seed,
  octaves = 11,
  grain = 16,
}: TestPhotoOptions): Promise<Buffer> {
  const next = random(seed);
  const sum = new Float32Array(width * height * 3);
  let amplitude = 1;
  let total = 0;
  for (let octave = 0; octave < octaves; octave++) {
    const cellsX = 2 ** (octave + 1) + 1;
    const cellsY = Math.max(2, Math.round((cellsX * height) / width));
    const grid = Buffer.alloc(cellsX * cellsY * 3);
    // The colour of the coarse octaves wanders freely; finer ones mostly change brightness.
    for (let i = 0; i < cellsX * cellsY; i++) {
      const light = next() * 255;
      for (let c = 0; c < 3; c++) {
        const hue = next() * 255;
        const mix = octave < 2 ? 0.8 : 0.25;
        grid[i * 3 + c] = Math.round(hue * mix + light * (1 - mix));
      }
    }
    const smooth = await sharp(grid, { raw: { width: cellsX, height: cellsY, channels: 3 } })
      .resize(width, height, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
    for (let i = 0; i < sum.length; i++) sum[i]! += (smooth[i]! - 127.5) * amplitude;
    total += amplitude;
    amplitude *= 0.88;
  }
  const pixels = Buffer.alloc(sum.length);
  for (let i = 0; i < sum.length; i++) {
    const value = 127.5 + (sum[i]! / total) * 1.9 + (next() - 0.5) * 2 * grain;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return pixels;
}

/** A test photo as a JPEG file's bytes (quality 92, as a phone saves it). */
export async function testPhotoJpeg(options: TestPhotoOptions): Promise<Buffer> {
  const pixels = await testPhotoPixels(options);
  return sharp(pixels, { raw: { width: options.width, height: options.height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
