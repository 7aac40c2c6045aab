/**
 * Where the image pipeline keeps what it made between builds: `.cache/images/` at the project
 * root (git-ignored; CI keeps it between runs, see docs/deploy.md).
 */
import { join } from 'node:path';

export const IMAGE_CACHE_DIR = join('.cache', 'images');

export const imageCacheDir = (root: string) => join(root, IMAGE_CACHE_DIR);
