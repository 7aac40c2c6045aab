/**
 * The client and the server bundle, cached by the hash of what they are compiled from (the
 * code, the dependencies, the settings, and the content that goes into them: keys.ts, build.ts).
 * A build whose key is cached fills the output folder from the cache instead of running Vite.
 * Only the current key of each bundle is kept.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { linkTree, linkTreeAtomically } from './linked-tree.ts';
import { buildCachePath } from './location.ts';

export interface BundleRequest {
  root: string;
  name: 'client' | 'server';
  key: string;
  /** The output folder (emptied beforehand by the caller). */
  outDir: string;
  clean: boolean;
  build: () => Promise<unknown>;
}

/** Whether the cache holds the bundle of this key. */
export const isBundleCached = (root: string, name: BundleRequest['name'], key: string) =>
  existsSync(join(buildCachePath(root, 'bundles', name), key));

/** Builds the bundle, or places the cached one; says which. */
export async function cachedBundle({
  root,
  name,
  key,
  outDir,
  clean,
  build,
}: BundleRequest): Promise<'built' | 'cached'> {
  const folder = buildCachePath(root, 'bundles', name);
  const cached = join(folder, key);
  if (!clean && existsSync(cached)) {
    linkTree(cached, join(root, outDir));
    return 'cached';
  }
  await build();
  linkTreeAtomically(join(root, outDir), cached);
  for (const other of readdirSync(folder)) {
    if (other !== key) rmSync(join(folder, other), { recursive: true, force: true });
  }
  return 'built';
}
