/**
 * The one folder every build cache lives in, so CI keeps a single path between runs
 * (docs/deploy.md). Each product has a subfolder of its own: the build's (validation, bundles,
 * pages: src/build/cache/) and the image pipeline's (`images/`, src/media/cache-dir.ts).
 * Git-ignored.
 */
import { join } from 'node:path';

/** Relative to the project root. */
export const BUILD_CACHE_DIR = '.cache/build';

/** A path inside the cache folder of the project at `root`. */
export const buildCachePath = (root: string, ...parts: string[]) =>
  join(root, BUILD_CACHE_DIR, ...parts);
