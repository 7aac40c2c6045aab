/**
 * The build's image step (sharp). For each job (image-jobs.ts): AVIF, WebP and a JPEG fallback
 * (PNG for a transparent picture) at the layout's widths, never wider than the source, one crop
 * per aspect ratio around the focal point, a blurred placeholder; metadata (EXIF, GPS) is never
 * written; an SVG is sanitised and passed through. Output names carry a hash of their bytes.
 *
 * Cache (`.cache/build/images/`): a job's outputs are keyed by the hash of its source, its transform
 * and the encoders (encoders.ts). The manifest is read before any source: a job whose key it
 * holds, and whose files are all there, is a hit and costs a stat per file; a source's hash is
 * kept by size and change time, so an unchanged file is not even read. Files and the manifest
 * are written to a temporary name and renamed, so a crash never leaves a file cut short.
 *
 * Jobs run `availableParallelism()` at a time, each with one libvips thread, so the cores are
 * used and memory holds one decoded picture per core; the decode shrinks on load to the widest
 * output and refuses more than MAX_INPUT_PIXELS.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, extname, join } from 'node:path';
import type { BuiltPicture, BuiltSource } from '../../media/built-picture.ts';
import { imageCacheDir } from '../../media/cache-dir.ts';
import { AVIF, ENCODER_KEY, JPEG, PLACEHOLDER, PNG, WEBP } from './encoders.ts';
import { focalCrop } from '../../media/focal-crop.ts';
import { MAX_INPUT_PIXELS } from '../../media/image-facts.ts';
import { jobId, type ImageJob } from './image-jobs.ts';
import { imageLayouts, widthsFor } from '../../media/layouts.ts';
import { SANITISER_VERSION, sanitiseSvg } from '../../media/sanitise-svg.ts';
import { loadSharp } from '../../media/sharp.ts';
import { fileOfSrc } from '../../media/source-files.ts';

/** Where outputs are served from: under /assets/, which is cached for a year (hashed names). */
export const IMAGE_URL_PREFIX = '/assets/images/';

const MANIFEST_VERSION = 1;

/** A job's result as the manifest keeps it: the picture and the files it needs. */
interface ManifestEntry {
  picture: BuiltPicture;
  files: string[];
}

interface Manifest {
  version: number;
  /** Source file → its hash, by size and change time. */
  sources: Record<string, { size: number; mtimeMs: number; hash: string }>;
  /** Cache key → result. */
  entries: Record<string, ManifestEntry>;
}

export interface ImageBuildStats {
  jobs: number;
  hits: number;
  misses: number;
  /** Sources decoded (0 when nothing changed). */
  decoded: number;
  /** Milliseconds spent per step over all jobs (decode, crop and resize, each encoder…). */
  steps: Record<string, number>;
}

export interface ImageBuild {
  /** jobId → the picture. */
  pictures: Map<string, BuiltPicture>;
  /** Every output file name the pictures use (in the cache's files folder). */
  files: Set<string>;
  stats: ImageBuildStats;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function writeAtomically(path: string, data: string | Buffer) {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

function readManifest(path: string): Manifest {
  try {
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
    if (manifest.version === MANIFEST_VERSION) return manifest;
  } catch (error) {
    // No manifest yet is a cold build; one that does not parse (cut short) is one too.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) {
      throw error;
    }
  }
  return { version: MANIFEST_VERSION, sources: {}, entries: {} };
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(runners);
}

/** Where the image cache lists what it holds; none before the first build. */
export const imageManifestPath = (root: string) => join(imageCacheDir(root), 'manifest.json');

export interface BuildImagesOptions {
  /** Jobs at once; by default one per core. */
  concurrency?: number;
  /** How an SVG is sanitised; by default on this thread (the build's is a worker's). */
  sanitise?: (svg: string) => string | Promise<string>;
}

export async function buildImages(
  root: string,
  jobs: readonly ImageJob[],
  options: BuildImagesOptions = {},
): Promise<ImageBuild> {
  const cacheDir = imageCacheDir(root);
  const filesDir = join(cacheDir, 'files');
  mkdirSync(filesDir, { recursive: true });
  const manifestPath = imageManifestPath(root);
  const old = readManifest(manifestPath);
  const manifest: Manifest = { version: MANIFEST_VERSION, sources: {}, entries: {} };
  const stats: ImageBuildStats = { jobs: jobs.length, hits: 0, misses: 0, decoded: 0, steps: {} };
  const time = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      stats.steps[step] = (stats.steps[step] ?? 0) + performance.now() - started;
    }
  };

  const sourceHash = (job: ImageJob): string => {
    const file = job.file ?? fileOfSrc(job.src);
    const known = manifest.sources[file];
    if (known) return known.hash;
    const { size, mtimeMs } = statSync(join(root, file));
    const previous = old.sources[file];
    const hash =
      previous && previous.size === size && previous.mtimeMs === mtimeMs
        ? previous.hash
        : sha256(readFileSync(join(root, file)));
    manifest.sources[file] = { size, mtimeMs, hash };
    return hash;
  };

  const pictures = new Map<string, BuiltPicture>();
  const files = new Set<string>();
  const concurrency = options.concurrency ?? availableParallelism();
  const sanitise = options.sanitise ?? sanitiseSvg;
  const place = (job: ImageJob, key: string, entry: ManifestEntry) => {
    manifest.entries[key] = entry;
    pictures.set(jobId(job), entry.picture);
    for (const name of entry.files) files.add(name);
  };
  const toMake: { job: ImageJob; key: string }[] = [];
  for (const job of jobs) {
    // An SVG's output also depends on the sanitiser's rules; a photo's key stays as it was.
    const sanitiser = isSvg(job.src) ? [SANITISER_VERSION] : [];
    const key = sha256(
      JSON.stringify([sourceHash(job), job.layout, job.focus ?? null, ENCODER_KEY, ...sanitiser]),
    );
    const cached = old.entries[key];
    if (cached && cached.files.every((name) => existsSync(join(filesDir, name)))) {
      stats.hits++;
      place(job, key, cached);
    } else toMake.push({ job, key });
  }
  // Every SVG to make is handed over now, before this function first waits: on the build's
  // worker (site-images.ts), they are sanitised while the build's thread goes on.
  const sanitised = new Map<ImageJob, Promise<string>>();
  for (const { job } of toMake) {
    const path = sourcePath(root, job);
    if (!isSvg(path)) continue;
    const svg = new Promise<string>((resolve) => resolve(sanitise(readFileSync(path, 'utf8'))));
    svg.catch(() => undefined); // awaited by its job, which reports the failure
    sanitised.set(job, svg);
  }
  if (toMake.length > 0) {
    const sharp = await loadSharp();
    // One libvips thread per job: `concurrency` jobs use the cores without oversubscribing them.
    const threads = sharp.concurrency();
    sharp.concurrency(1);
    try {
      await eachLimited(toMake, concurrency, async ({ job, key }) => {
        stats.misses++;
        place(job, key, await makePicture(root, job, filesDir, stats, time, sanitised.get(job)));
      });
    } finally {
      sharp.concurrency(threads);
    }
  }
  writeAtomically(manifestPath, JSON.stringify(manifest));
  return { pictures, files, stats };
}

const sourcePath = (root: string, job: ImageJob) => join(root, job.file ?? fileOfSrc(job.src));
const isSvg = (path: string) => extname(path).toLowerCase() === '.svg';

/** `media/Crew on roof.jpg` → `crew-on-roof`: the readable part of an output's name. */
const stemOf = (src: string) =>
  basename(src, extname(src))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'image';

type Timer = <T>(step: string, run: () => Promise<T>) => Promise<T>;

async function makePicture(
  root: string,
  job: ImageJob,
  filesDir: string,
  stats: ImageBuildStats,
  time: Timer,
  /** An SVG's sanitised text, under way. */
  sanitised: Promise<string> | undefined,
): Promise<ManifestEntry> {
  const sharp = await loadSharp();
  const path = sourcePath(root, job);
  const stem = stemOf(job.src);
  const written: string[] = [];
  const write = (data: Buffer, width: number | 'svg', extension: string) => {
    const name = `${stem}-${width === 'svg' ? '' : `${width}-`}${sha256(data).slice(0, 10)}.${extension}`;
    if (!existsSync(join(filesDir, name))) writeAtomically(join(filesDir, name), data);
    written.push(name);
    return IMAGE_URL_PREFIX + name;
  };

  if (sanitised) {
    const { width = 0, height = 0 } = await sharp(path).metadata();
    const src = write(Buffer.from(await sanitised), 'svg', 'svg');
    return { picture: { sources: [], src, width, height }, files: written };
  }

  const layout = imageLayouts[job.layout];
  const {
    width: sourceWidth = 0,
    height: sourceHeight = 0,
    autoOrient,
  } = await sharp(path, {
    limitInputPixels: MAX_INPUT_PIXELS,
  }).metadata();
  const orientedWidth = autoOrient?.width ?? sourceWidth;
  const orientedHeight = autoOrient?.height ?? sourceHeight;
  // Decode once, shrunk on load to what the widest output of any crop needs.
  const scale = Math.min(
    1,
    Math.max(
      ...layout.crops.map((crop) => {
        const cropWidth = focalCrop(orientedWidth, orientedHeight, crop.aspect).width;
        return Math.max(...widthsFor(layout, cropWidth)) / cropWidth;
      }),
    ),
  );
  const decoded = await time('decode', () =>
    sharp(path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: Math.ceil(orientedWidth * scale), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  stats.decoded++;
  const { info } = decoded;
  let transparent = false;
  if (info.channels === 4) {
    for (let i = 3; i < decoded.data.length && !transparent; i += 4) {
      transparent = decoded.data[i]! < 255;
    }
  }
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const fallbackType = transparent ? 'image/png' : 'image/jpeg';

  const sources: BuiltSource[] = [];
  let fallback: { src: string; srcset: string; width: number; height: number } | undefined;
  let placeholder: string | undefined;
  for (const [index, crop] of layout.crops.entries()) {
    const isDefault = index === layout.crops.length - 1;
    // The crop in the decoded picture's pixels; its widths are the source crop's, scaled.
    const rect = focalCrop(info.width, info.height, crop.aspect, job.focus);
    const sourceCropWidth = Math.round(rect.width / scale);
    const widths = widthsFor(layout, sourceCropWidth).map((w) => Math.min(w, rect.width));
    const sets: Record<string, string[]> = { avif: [], webp: [], fallback: [] };
    let largest = { src: '', width: 0, height: 0 };
    for (const width of [...new Set(widths)]) {
      const height = Math.round(width / crop.aspect);
      const resized = await time('crop and resize', () =>
        sharp(decoded.data, raw)
          .extract(rect)
          .resize(width, height, { fit: 'fill' })
          .raw()
          .toBuffer({ resolveWithObject: true }),
      );
      const pixels = () =>
        sharp(resized.data, {
          raw: { width, height, channels: resized.info.channels },
        });
      const avif = await time('avif', () => pixels().avif(AVIF).toBuffer());
      sets.avif!.push(`${write(avif, width, 'avif')} ${width}w`);
      const webp = await time('webp', () => pixels().webp(WEBP).toBuffer());
      sets.webp!.push(`${write(webp, width, 'webp')} ${width}w`);
      const last = transparent
        ? await time('png', () => pixels().png(PNG).toBuffer())
        : await time('jpeg', () => pixels().jpeg(JPEG).toBuffer());
      const url = write(last, width, transparent ? 'png' : 'jpg');
      sets.fallback!.push(`${url} ${width}w`);
      if (width > largest.width) largest = { src: url, width, height };
    }
    const media = crop.media ? { media: crop.media } : {};
    sources.push(
      { type: 'image/avif', srcset: sets.avif!.join(', '), ...media },
      { type: 'image/webp', srcset: sets.webp!.join(', '), ...media },
    );
    if (!isDefault) {
      sources.push({ type: fallbackType, srcset: sets.fallback!.join(', '), ...media });
      continue;
    }
    fallback = { ...largest, srcset: sets.fallback!.join(', ') };
    if (!transparent) {
      const tiny = await time('placeholder', () =>
        sharp(decoded.data, raw)
          .extract(rect)
          .resize(PLACEHOLDER.width)
          .webp({ quality: PLACEHOLDER.quality })
          .toBuffer(),
      );
      placeholder = `data:image/webp;base64,${tiny.toString('base64')}`;
    }
  }
  // Sources of art-directed crops come first: the browser takes the first that matches.
  const picture: BuiltPicture = {
    sources,
    src: fallback!.src,
    srcset: fallback!.srcset,
    sizes: layout.sizes,
    width: fallback!.width,
    height: fallback!.height,
    ...(placeholder && { placeholder }),
  };
  return { picture, files: written };
}
