/**
 * The upload check the studio calls before writing a picture to media/: the refusals (too big,
 * not a picture we take, a PNG named .jpg), and the name it gives an accepted picture (a hash of
 * the bytes: the same picture twice is one file).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../src/media/image-facts.ts';
import { checkUpload } from '../../../src/media/upload.ts';
import { noiseJpeg, noisePng, pixelBombPng } from '../../support/test-images.ts';

describe('checkUpload', () => {
  it('accepts a JPEG and names it by its content', async () => {
    const jpeg = await noiseJpeg(1200, 900);
    const first = await checkUpload(jpeg, 'Crew on Roof (1).JPG');
    expect(first).toMatchObject({
      ok: true,
      fileName: expect.stringMatching(/^crew-on-roof-1-[0-9a-f]{12}\.jpg$/),
      src: expect.stringMatching(/^media\/crew-on-roof-1-[0-9a-f]{12}\.jpg$/),
      type: 'jpeg',
      width: 1200,
      height: 900,
    });
    const again = await checkUpload(jpeg, 'Crew on Roof (1).JPG');
    expect(again).toEqual(first);
    const other = await checkUpload(await noiseJpeg(1200, 900), 'Crew on Roof (1).JPG');
    expect(other.ok && other.fileName).not.toBe(first.ok && first.fileName);
  });

  it('accepts WebP, AVIF and SVG by their content', async () => {
    const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: '#336' } });
    expect(await checkUpload(await picture.clone().webp().toBuffer(), 'a.webp')).toMatchObject({
      ok: true,
      type: 'webp',
    });
    expect(await checkUpload(await picture.clone().avif().toBuffer(), 'a.avif')).toMatchObject({
      ok: true,
      type: 'avif',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"/>');
    expect(await checkUpload(svg, 'drawing.svg')).toMatchObject({ ok: true, width: 40 });
  });

  it('refuses a file over 20 MB, before reading it', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    expect(await checkUpload(big, 'huge.jpg')).toEqual({
      ok: false,
      code: 'upload-too-large',
      message: 'huge.jpg is 20.0 MB; an upload may be at most 20 MB',
    });
  });

  it('refuses what is not a picture we take', async () => {
    expect(await checkUpload(Buffer.from('%PDF-1.7 not a picture'), 'menu.jpg')).toEqual({
      ok: false,
      code: 'image-wrong-type',
      message: 'menu.jpg is not a JPEG, PNG, WebP, AVIF or SVG picture',
    });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await checkUpload(gif, 'anim.gif')).toMatchObject({
      ok: false,
      code: 'image-wrong-type',
      message: expect.stringContaining('anim.gif is a GIF picture'),
    });
  });

  it('refuses a PNG named .jpg, naming both', async () => {
    expect(await checkUpload(await noisePng(300, 200), 'roof.jpg')).toEqual({
      ok: false,
      code: 'image-type-mismatch',
      message: 'roof.jpg holds a PNG picture but its name ends in .jpg; rename it to .png',
    });
  });

  it('refuses a pixel bomb from its header', async () => {
    expect(await checkUpload(await pixelBombPng(30000, 30000), 'bomb.png')).toMatchObject({
      ok: false,
      code: 'image-too-many-pixels',
    });
  });
});
