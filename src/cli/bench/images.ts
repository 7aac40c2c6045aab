/**
 * `npm run bench:images [-- --count 100]`: the image step on 100 photo-like pictures of
 * 4000 × 3000 (src/media/test-photo.ts: octaves of smooth noise plus grain, which compress as a
 * real photo does), each shown as a hero. Prints the cold build (empty cache), the warm build
 * (nothing changed), the build with one picture changed, the peak memory, the time of each step,
 * the bytes a visitor downloads for one hero photo at 390 px (DPR 3) and 1440 px (DPR 1) by
 * format, AVIF against mozjpeg q75 at the same width with the SSIM of both against the resized
 * source, and AVIF's efforts side by side (the figures its setting was chosen with). Also the
 * machine's load, since the machine may be shared. Sources are kept in .cache/build/images/bench/.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { buildImages, IMAGE_URL_PREFIX } from '../../build/images/build-images.ts';
import { imageCacheDir } from '../../media/cache-dir.ts';
import { AVIF, JPEG } from '../../build/images/encoders.ts';
import { jobId, type ImageJob } from '../../build/images/image-jobs.ts';
import { imageLayouts } from '../../media/layouts.ts';
import { testPhotoJpeg } from '../../media/test-photo.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const COUNT = argument('count', 100);
const WIDTH = 4000;
const HEIGHT = 3000;
/** Distinct drawings; the other pictures are each one turned, flipped and recoloured. */
const BASES = 4;

interface SsimImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3;
}
// Required, not imported: the package ships its TypeScript source, which the project's strict
// settings would check.
const ImageSSIM = createRequire(import.meta.url)('image-ssim') as {
  compare(a: SsimImage, b: SsimImage): { ssim: number };
};

const root = join(imageCacheDir(process.cwd()), 'bench');
const media = join(root, 'media');
mkdirSync(media, { recursive: true });
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
const loadBefore = load();

/** The sources: BASES drawings, and variants of them (hue, mirror, crop offset). */
async function sources(): Promise<string[]> {
  const bases: Buffer[] = [];
  for (let seed = 1; seed <= BASES; seed++) {
    const file = join(root, `base-${seed}.jpg`);
    if (!existsSync(file)) {
      writeFileSync(file, await testPhotoJpeg({ width: WIDTH + 200, height: HEIGHT + 150, seed }));
    }
    bases.push(readFileSync(file));
  }
  const srcs: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const src = `media/photo-${String(i).padStart(3, '0')}.jpg`;
    srcs.push(src);
    if (existsSync(join(root, src))) continue;
    let picture = sharp(bases[i % BASES]!)
      .extract({ left: (i * 7) % 200, top: (i * 5) % 150, width: WIDTH, height: HEIGHT })
      .modulate({ hue: (i * 37) % 360 });
    if (i & 4) picture = picture.flop();
    if (i & 8) picture = picture.flip();
    writeFileSync(join(root, src), await picture.jpeg({ quality: 92 }).toBuffer());
  }
  return srcs;
}

/** Peak resident memory while `run` runs, sampled every 50 ms. */
async function withPeakMemory<T>(run: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    return { result: await run(), peak };
  } finally {
    clearInterval(timer);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

console.log(`preparing ${COUNT} sources of ${WIDTH} × ${HEIGHT}…`);
const srcs = await sources();
const jobs: ImageJob[] = srcs.map((src) => ({ src, layout: 'hero' }));

rmSync(join(imageCacheDir(root)), { recursive: true, force: true });
let started = performance.now();
const cold = await withPeakMemory(() => buildImages(root, jobs));
const coldMs = performance.now() - started;

started = performance.now();
const warm = await buildImages(root, jobs);
const warmMs = performance.now() - started;

// One changed picture: the first, mirrored.
const changedFile = join(root, srcs[0]!);
writeFileSync(
  changedFile,
  await sharp(readFileSync(changedFile)).flop().jpeg({ quality: 92 }).toBuffer(),
);
started = performance.now();
const changed = await buildImages(root, jobs);
const changedMs = performance.now() - started;

/** What a browser picks from a srcset for `slot` CSS px at DPR `dpr`: the first wide enough. */
function picked(srcset: string, slot: number, dpr: number) {
  const candidates = srcset.split(', ').map((entry) => {
    const [url, width] = entry.split(' ');
    return { url: url!, width: Number.parseInt(width!, 10) };
  });
  return candidates.find((c) => c.width >= slot * dpr) ?? candidates.at(-1)!;
}
const fileOf = (url: string) =>
  join(imageCacheDir(root), 'files', url.slice(IMAGE_URL_PREFIX.length));

// The hero's slot (layouts.ts: `sizes`): 350 px at a 390 px viewport, 480 px from 1024 px up.
const hero = changed.pictures;
const picture = hero.get(jobId(jobs[1]!))!;
const visits = [
  { name: '390 px, DPR 3', slot: 390 - 40, dpr: 3 },
  { name: '1440 px, DPR 1', slot: 480, dpr: 1 },
];
const byFormat = visits.map(({ name, slot, dpr }) => {
  const row: Record<string, string> = { visit: name };
  for (const [format, srcset] of [
    ['AVIF', picture.sources[0]!.srcset],
    ['WebP', picture.sources[1]!.srcset],
    ['JPEG', picture.srcset!],
  ] as const) {
    const choice = picked(srcset, slot, dpr);
    row[format] = `${kB(statSync(fileOf(choice.url)).size)} (${choice.width} px)`;
  }
  return row;
});

/** SSIM of an encoded picture against the resized source, on RGB. */
async function ssim(encoded: Buffer, reference: { data: Buffer; width: number; height: number }) {
  const decoded = await sharp(encoded).removeAlpha().raw().toBuffer();
  return ImageSSIM.compare(
    { data: decoded, width: reference.width, height: reference.height, channels: 3 },
    { data: reference.data, width: reference.width, height: reference.height, channels: 3 },
  ).ssim;
}

// AVIF against mozjpeg q75 at 1080 px (the hero's width for a phone at DPR 3), and the efforts.
const COMPARED = Math.min(5, COUNT);
const efforts = [0, 1, 2, 3, 4];
const totals = {
  jpeg: { bytes: 0, ssim: 0, ms: 0 },
  avif: Object.fromEntries(efforts.map((e) => [e, { bytes: 0, ssim: 0, ms: 0 }])),
};
const width = imageLayouts.hero.widths.at(-1)!;
for (const src of srcs.slice(0, COMPARED)) {
  const { data, info } = await sharp(join(root, src))
    .resize(width)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const reference = { data, width: info.width, height: info.height };
  const pixels = () => sharp(data, { raw: info });
  let t = performance.now();
  const jpeg = await pixels().jpeg(JPEG).toBuffer();
  totals.jpeg.ms += performance.now() - t;
  totals.jpeg.bytes += jpeg.length;
  totals.jpeg.ssim += await ssim(jpeg, reference);
  for (const effort of efforts) {
    t = performance.now();
    const avif = await pixels()
      .avif({ ...AVIF, effort })
      .toBuffer();
    totals.avif[effort]!.ms += performance.now() - t;
    totals.avif[effort]!.bytes += avif.length;
    totals.avif[effort]!.ssim += await ssim(avif, reference);
  }
}
/**
 * SSIM counts AVIF's smoothing of grain as loss; whether it shows is a person's call. The first
 * picture's 300 px crops at 1:1 side by side (source, mozjpeg, AVIF at the pipeline's setting),
 * to look at.
 */
async function sideBySide(file: string) {
  const { data, info } = await sharp(join(root, srcs[0]!))
    .resize(width)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: info });
  const encoded = [
    await pixels().png().toBuffer(),
    await pixels().jpeg(JPEG).toBuffer(),
    await pixels().avif(AVIF).toBuffer(),
  ];
  const size = 300;
  const tiles = await Promise.all(
    encoded.map((bytes) =>
      sharp(bytes)
        .extract({
          left: (info.width - size) >> 1,
          top: (info.height - size) >> 1,
          width: size,
          height: size,
        })
        .png()
        .toBuffer(),
    ),
  );
  await sharp({
    create: { width: 3 * size + 20, height: size, channels: 3, background: '#ffffff' },
  })
    .composite(tiles.map((input, index) => ({ input, left: index * (size + 10), top: 0 })))
    .png()
    .toFile(file);
}
const comparison = join(root, 'avif-vs-jpeg.png');
await sideBySide(comparison);

const average = (total: { bytes: number; ssim: number; ms: number }) => ({
  bytes: total.bytes / COMPARED,
  ssim: total.ssim / COMPARED,
  ms: total.ms / COMPARED,
});
const jpegAverage = average(totals.jpeg);

const lines = [
  `Images bench: ${COUNT} photo-like pictures of ${WIDTH} × ${HEIGHT}, each a hero (${imageLayouts.hero.widths.join(', ')} px, AVIF + WebP + JPEG), ${availableParallelism()} cores, load average (1/5/15 min) ${loadBefore} before, ${load()} after.`,
  '',
  '| Build | Time | Made | From the cache | Decoded |',
  '| --- | --- | --- | --- | --- |',
  `| Cold (empty cache) | ${seconds(coldMs)} | ${cold.result.stats.misses} | ${cold.result.stats.hits} | ${cold.result.stats.decoded} |`,
  `| Warm (nothing changed) | ${seconds(warmMs)} | ${warm.stats.misses} | ${warm.stats.hits} | ${warm.stats.decoded} |`,
  `| One picture changed | ${seconds(changedMs)} | ${changed.stats.misses} | ${changed.stats.hits} | ${changed.stats.decoded} |`,
  '',
  `Peak memory (resident) during the cold build: ${(cold.peak / 1024 / 1024).toFixed(0)} MB.`,
  '',
  'Time of each step in the cold build, summed over the jobs (they run one per core at once):',
  '',
  '| Step | Time |',
  '| --- | --- |',
  ...Object.entries(cold.result.stats.steps).map(([step, ms]) => `| ${step} | ${seconds(ms)} |`),
  '',
  'Bytes a visitor downloads for one hero photo (the width the browser picks from `srcset` and `sizes`):',
  '',
  '| Visit | AVIF | WebP | JPEG |',
  '| --- | --- | --- | --- |',
  ...byFormat.map((row) => `| ${row.visit} | ${row.AVIF} | ${row.WebP} | ${row.JPEG} |`),
  '',
  `AVIF (quality ${AVIF.quality}) against mozjpeg q${JPEG.quality} at ${width} px, mean of ${COMPARED} pictures, SSIM against the source resized to ${width} px:`,
  '',
  '| Encoder | Bytes | Of JPEG | SSIM | Encode time |',
  '| --- | --- | --- | --- | --- |',
  `| mozjpeg q${JPEG.quality} | ${kB(jpegAverage.bytes)} | 100 % | ${jpegAverage.ssim.toFixed(4)} | ${jpegAverage.ms.toFixed(0)} ms |`,
  ...efforts.map((effort) => {
    const avif = average(totals.avif[effort]!);
    const chosen = effort === AVIF.effort ? ' (chosen)' : '';
    return `| AVIF effort ${effort}${chosen} | ${kB(avif.bytes)} | ${((avif.bytes / jpegAverage.bytes) * 100).toFixed(0)} % | ${avif.ssim.toFixed(4)} | ${avif.ms.toFixed(0)} ms |`;
  }),
  '',
  `To look at: ${comparison} (300 px at 1:1 from the first picture at ${width} px: the source, mozjpeg q${JPEG.quality}, AVIF at the pipeline's setting).`,
];
console.log(lines.join('\n'));
