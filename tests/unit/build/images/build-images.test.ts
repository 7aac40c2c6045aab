// @vitest-environment jsdom
/**
 * The image step on its own: what it makes of a photo (formats, widths never wider than the
 * source, crops, placeholder), that no metadata (EXIF, GPS) survives, that a transparent
 * picture falls back to PNG, that an SVG is sanitised, and the cache (a second build decodes
 * nothing; a changed source is made again, alone).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { buildImages } from '../../../../src/build/images/build-images.ts';
import { BUILD_CACHE_DIR } from '../../../../src/build/cache/location.ts';
import { IMAGE_CACHE_DIR, imageCacheDir } from '../../../../src/media/cache-dir.ts';
import { jobId, type ImageJob } from '../../../../src/build/images/image-jobs.ts';
import { sanitiseSvg } from '../../../../src/media/sanitise-svg.ts';
import type * as SanitiseSvg from '../../../../src/media/sanitise-svg.ts';
import { svgSanitiser } from '../../../../src/build/images/svg-sanitiser.ts';
import { fixtureProject } from '../../../support/fixture-project.ts';
import { noiseJpeg, transparentPng } from '../../../support/test-images.ts';

/** SVGs sanitised on this thread (the worker thread loads the module unmocked). */
const sanitisedHere = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../src/media/sanitise-svg.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof SanitiseSvg>();
  return {
    ...actual,
    sanitiseSvg: (svg: string) => {
      sanitisedHere.count++;
      return actual.sanitiseSvg(svg);
    },
  };
});

const outputFile = (root: string, url: string) =>
  join(imageCacheDir(root), 'files', url.replace('/assets/images/', ''));

const urlsOf = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ')[0]!);

async function projectWith(files: Record<string, Buffer | string>) {
  const root = fixtureProject({});
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), bytes);
  }
  return root;
}

// AVIF encodes take seconds on a shared two-core machine.
describe('buildImages', { timeout: 120_000 }, () => {
  it('makes AVIF, WebP and JPEG at the layout widths, never wider than the source', async () => {
    const root = await projectWith({ 'media/roof.jpg': await noiseJpeg(1000, 750) });
    const job: ImageJob = { src: 'media/roof.jpg', layout: 'hero', focus: [0.2, 0.5] };
    const { pictures } = await buildImages(root, [job]);
    const picture = pictures.get(jobId(job))!;
    expect(picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    // The hero's widths are 480, 720, 960, 1080: the last is wider than the source's 1000.
    expect(picture.sources[0]!.srcset).toMatch(
      /-480-\w+\.avif 480w, .*-720-\w+\.avif 720w, .*-960-\w+\.avif 960w, .*-1000-\w+\.avif 1000w$/,
    );
    expect(picture.srcset).toMatch(/\.jpg 1000w$/);
    expect(picture).toMatchObject({
      width: 1000,
      height: 750,
      sizes: expect.stringContaining('480px'),
    });
    expect(picture.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(picture.placeholder!.length).toBeLessThan(1000);
    for (const source of picture.sources) {
      for (const url of urlsOf(source.srcset)) {
        const { format, width } = await sharp(outputFile(root, url)).metadata();
        expect(format).toBe(source.type === 'image/avif' ? 'heif' : 'webp');
        expect(width).toBeLessThanOrEqual(1000);
      }
    }
  });

  it('makes one crop per aspect ratio, the art-directed one first with its media query', async () => {
    const root = await projectWith({ 'media/roof.jpg': await noiseJpeg(1600, 1200) });
    const job: ImageJob = { src: 'media/roof.jpg', layout: 'card' };
    const picture = (await buildImages(root, [job])).pictures.get(jobId(job))!;
    expect(picture.sources.map((s) => [s.type, s.media])).toEqual([
      ['image/avif', '(max-width: 639px)'],
      ['image/webp', '(max-width: 639px)'],
      ['image/jpeg', '(max-width: 639px)'],
      ['image/avif', undefined],
      ['image/webp', undefined],
    ]);
    const phone = await sharp(outputFile(root, urlsOf(picture.sources[2]!.srcset)[0]!)).metadata();
    expect(phone.width! / phone.height!).toBeCloseTo(2, 1);
    expect(picture.width / picture.height).toBeCloseTo(16 / 10, 2);
  });

  it('writes no metadata: the EXIF and GPS of a phone photo are gone', async () => {
    const withGps = await sharp(await noiseJpeg(1200, 900))
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    const input = await sharp(withGps).metadata();
    expect(input.exif?.toString('latin1')).toContain('PhoneMaker');
    const root = await projectWith({ 'media/site.jpg': withGps });
    const job: ImageJob = { src: 'media/site.jpg', layout: 'split' };
    const { files } = await buildImages(root, [job]);
    expect(files.size).toBeGreaterThan(0);
    for (const name of files) {
      const output = await sharp(join(imageCacheDir(root), 'files', name)).metadata();
      expect(output.exif, name).toBeUndefined();
      expect(readFileSync(join(imageCacheDir(root), 'files', name)).includes('PhoneMaker')).toBe(
        false,
      );
    }
  });

  it('falls back to PNG for a transparent picture, with no placeholder behind it', async () => {
    const root = await projectWith({ 'media/logo.png': await transparentPng(400) });
    const job: ImageJob = { src: 'media/logo.png', layout: 'portrait' };
    const picture = (await buildImages(root, [job])).pictures.get(jobId(job))!;
    expect(picture.src).toMatch(/\.png$/);
    expect(picture.placeholder).toBeUndefined();
  });

  const hostileSvg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="200" onload="alert(1)">
      <script>alert(2)</script>
      <image href="https://tracker.example/pixel.png" width="1" height="1"/>
      <a xlink:href="javascript:alert(3)"><rect id="r" width="10" height="10" fill="#123456" onclick="alert(4)"/></a>
      <use href="#r" x="20"/>
      <foreignObject width="10" height="10"><div>html</div></foreignObject>
    </svg>`;

  /** The sanitised SVG the image step made of `hostileSvg`, checked for what must go and stay. */
  async function sanitisedPicture(sanitise?: (svg: string) => Promise<string>) {
    const root = await projectWith({ 'public/images/drawn.svg': hostileSvg });
    const job: ImageJob = { src: '/images/drawn.svg', layout: 'split' };
    const picture = (await buildImages(root, [job], { sanitise })).pictures.get(jobId(job))!;
    expect(picture).toMatchObject({ sources: [], width: 300, height: 200 });
    const out = readFileSync(outputFile(root, picture.src), 'utf8');
    expect(out).not.toMatch(/script|onload|onclick|javascript:|tracker\.example|foreignObject/i);
    // What draws the picture stays: the shape and the reference inside the file.
    expect(out).toContain('fill="#123456"');
    expect(out).toContain('href="#r"');
  }

  it('sanitises an SVG on the build’s worker thread, none on this one', async () => {
    const before = sanitisedHere.count;
    const worker = svgSanitiser();
    try {
      await sanitisedPicture(worker.sanitise);
    } finally {
      worker.close();
    }
    // A worker that failed to start would have left the work to this thread.
    expect(sanitisedHere.count).toBe(before);
  });

  it('passes an SVG through sanitised on this thread: no script, handler or outside reference', async () => {
    const before = sanitisedHere.count;
    await sanitisedPicture();
    expect(sanitisedHere.count).toBe(before + 1);
  });

  it('hands every SVG to be sanitised before it first waits', async () => {
    const root = await projectWith({
      'public/images/one.svg': hostileSvg,
      'public/images/two.svg': hostileSvg.replace('#123456', '#654321'),
    });
    const jobs: ImageJob[] = [
      { src: '/images/one.svg', layout: 'split' },
      { src: '/images/two.svg', layout: 'split' },
    ];
    const asked: string[] = [];
    const sanitise = (svg: string) => {
      asked.push(svg);
      return Promise.resolve(sanitiseSvg(svg));
    };
    const building = buildImages(root, jobs, { sanitise });
    // Nothing awaited yet: the build's thread goes on to write the validation's records while
    // the worker sanitises (src/cli/build.ts).
    expect(asked).toHaveLength(2);
    expect((await building).pictures.size).toBe(2);
  });

  it('decodes nothing on a second build; a changed source is made again, alone', async () => {
    const root = await projectWith({
      'media/a.jpg': await noiseJpeg(800, 600),
      'media/b.jpg': await noiseJpeg(900, 600),
    });
    const jobs: ImageJob[] = [
      { src: 'media/a.jpg', layout: 'split' },
      { src: 'media/b.jpg', layout: 'card' },
    ];
    const cold = await buildImages(root, jobs);
    expect(cold.stats).toMatchObject({ hits: 0, misses: 2, decoded: 2 });
    const warm = await buildImages(root, jobs);
    expect(warm.stats).toMatchObject({ hits: 2, misses: 0, decoded: 0 });
    // Maps compare by their entries, in any order: the cold build's jobs finish in any order.
    expect(warm.pictures).toEqual(cold.pictures);
    writeFileSync(join(root, 'media/b.jpg'), await noiseJpeg(1000, 600));
    const changed = await buildImages(root, jobs);
    expect(changed.stats).toMatchObject({ hits: 1, misses: 1, decoded: 1 });
    // A manifest cut short (a crash while writing it) is a cold build, not a broken page.
    writeFileSync(join(imageCacheDir(root), 'manifest.json'), '{"version":1,"sou');
    const afterCrash = await buildImages(root, jobs);
    expect(afterCrash.stats).toMatchObject({ misses: 2, decoded: 2 });
    // A cached output that was deleted makes its job a miss.
    rmSync(join(imageCacheDir(root), 'files', [...afterCrash.files][0]!));
    expect((await buildImages(root, jobs)).stats).toMatchObject({ hits: 1, misses: 1 });
  });
});

describe('the image cache', () => {
  it('lives inside the one build cache folder that CI keeps (docs/deploy.md)', () => {
    expect(IMAGE_CACHE_DIR.split(/[\\/]/).slice(0, -1).join('/')).toBe(BUILD_CACHE_DIR);
  });
});
