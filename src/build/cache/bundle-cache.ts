/**
 * The client and the server bundle, cached by the hash of what they are compiled from (the
 * code, the dependencies, the settings, and the content that goes into them: keys.ts, build.ts).
 * A build whose key is cached places the cached files (build.ts) instead of running Vite.
 * Only the current key of each bundle is kept.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { linkTreeAtomically } from './linked-tree.ts';
import { buildCachePath } from './location.ts';

export interface BundleRequest {
  root: string;
  name: 'client' | 'server';
  key: string;
  /** Where Vite writes the bundle if it is built (emptied beforehand by the caller). */
  outDir: string;
  clean: boolean;
  build: () => Promise<unknown>;
}

/** Where a bundle is whole: its folder in the cache, and `outDir` too if it was built now. */
export interface PlacedBundle {
  cached: string;
  built: boolean;
}

/**
 * Builds the bundle into `outDir` and caches it, unless the cache holds it: then nothing is
 * copied, and the caller links the cached files where they go (a copy on the way and its
 * removal made a build after a one-page edit some 460 links, unlinks and rmdirs more).
 */
export async function cachedBundle({
  root,
  name,
  key,
  outDir,
  clean,
  build,
}: BundleRequest): Promise<PlacedBundle> {
  const folder = buildCachePath(root, 'bundles', name);
  const cached = join(folder, key);
  if (!clean && existsSync(cached)) return { cached, built: false };
  await build();
  linkTreeAtomically(join(root, outDir), cached);
  for (const other of readdirSync(folder)) {
    if (other !== key) rmSync(join(folder, other), { recursive: true, force: true });
  }
  return { cached, built: true };
}
