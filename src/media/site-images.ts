/**
 * The image step of `npm run build` (src/cli/build.ts): the jobs of every valid page, made or
 * taken from the cache (build-images.ts) before the Vite builds, so page modules carry their
 * pictures; then, once the client build has written dist/, the files linked into it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { linkFile } from '../cli/build-cache/linked-tree.ts';
import { imageCacheDir } from './cache-dir.ts';
import { buildImages, IMAGE_URL_PREFIX, type ImageBuild } from './build-images.ts';
import { jobId, type ImageJob } from './image-jobs.ts';
import { rememberPictures } from './page-pictures.ts';

/**
 * `pageJobs`: each valid page's jobs, in file order (imageJobs of its data; the build cache keeps
 * them, so a build after a one-page edit reads no other page's data for them).
 */
export async function buildSiteImages(
  root: string,
  pageJobs: readonly (readonly ImageJob[])[],
): Promise<ImageBuild> {
  const jobs = new Map(pageJobs.flat().map((job) => [jobId(job), job]));
  const build = await buildImages(root, [...jobs.values()]);
  rememberPictures(root, build.pictures);
  return build;
}

/** Links (or copies, across devices) the outputs into the built site's /assets/images/. */
export function publishImages(root: string, build: ImageBuild, outDir = join(root, 'dist')) {
  const target = join(outDir, IMAGE_URL_PREFIX);
  mkdirSync(target, { recursive: true });
  const from = join(imageCacheDir(root), 'files');
  for (const name of build.files) linkFile(join(from, name), join(target, name));
}
