/**
 * The image step of `npm run build` (src/cli/build.ts): the jobs of every valid page, made or
 * taken from the cache (build-images.ts) before the Vite builds, so page modules carry their
 * pictures, the SVGs sanitised on a thread of their own (svg-sanitiser.ts); then, once the client
 * build has written dist/, the files linked into it.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { linkFile } from '../cache/linked-tree.ts';
import { imageCacheDir } from '../../media/cache-dir.ts';
import {
  buildImages,
  IMAGE_URL_PREFIX,
  imageManifestPath,
  type BuildImagesOptions,
  type ImageBuild,
} from './build-images.ts';
import { jobId, type ImageJob } from './image-jobs.ts';
import { svgSanitiser, type SvgSanitiser } from './svg-sanitiser.ts';

/**
 * The build's SVG sanitiser. Where the image cache holds nothing yet (a fresh copy, a CI run
 * without its cache: every SVG is to be made), its thread starts now and loads jsdom while the
 * pages are checked; started at the first SVG instead, the build's thread waited for it.
 */
export function siteSvgSanitiser(root: string): SvgSanitiser {
  const svgs = svgSanitiser();
  if (!existsSync(imageManifestPath(root))) svgs.warm();
  return svgs;
}

/**
 * `pageJobs`: each valid page's jobs, in file order (imageJobs of its data; the build cache keeps
 * them, so a build after a one-page edit reads no other page's data for them). `sanitise`: how
 * an SVG is made safe (the build's, siteSvgSanitiser's thread).
 */
export async function buildSiteImages(
  root: string,
  pageJobs: readonly (readonly ImageJob[])[],
  sanitise?: BuildImagesOptions['sanitise'],
): Promise<ImageBuild> {
  const jobs = new Map(pageJobs.flat().map((job) => [jobId(job), job]));
  const build = await buildImages(root, [...jobs.values()], { sanitise });
  return build;
}

/** Links (or copies, across devices) the outputs into the built site's /assets/images/. */
export function publishImages(root: string, build: ImageBuild, outDir = join(root, 'dist')) {
  const target = join(outDir, IMAGE_URL_PREFIX);
  mkdirSync(target, { recursive: true });
  const from = join(imageCacheDir(root), 'files');
  for (const name of build.files) linkFile(join(from, name), join(target, name));
}
