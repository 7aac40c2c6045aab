/**
 * Where the image pipeline keeps what it made between builds: `images/` inside the one build
 * cache folder (`.cache/build/`, src/build/cache/location.ts), so CI keeps a single path
 * (docs/deploy.md). Git-ignored.
 */
import { join } from 'node:path';

export const IMAGE_CACHE_DIR = join('.cache', 'build', 'images');

export const imageCacheDir = (root: string) => join(root, IMAGE_CACHE_DIR);
