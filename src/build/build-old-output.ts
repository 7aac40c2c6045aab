/**
 * Clears the last build's output (dist/, dist-ssr/) without making the build wait for it. Vite
 * empties its output folder itself, one file at a time on the main thread: with a thousand
 * prerendered pages that took seconds before the client build could start. Instead each folder
 * is renamed aside at once (into the git-ignored `.tmp/` of the project, so on the same disk and
 * one step) and deleted in the background while the builds run. A clean build's prerender
 * clears the cached pages the same way (`clearAside`).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

const OUTPUT_FOLDERS = ['dist', 'dist-ssr'];
const PREFIX = 'old-output-';

/** Moves the output folders aside; resolves when their old contents are deleted. */
export function clearOldOutput(root: string, folders = OUTPUT_FOLDERS): Promise<void> {
  const parent = join(root, '.tmp');
  mkdirSync(parent, { recursive: true });
  // What a build that stopped halfway (a failed Vite build exits the process) left behind.
  const leftovers = readdirSync(parent)
    .filter((name) => name.startsWith(PREFIX))
    .map((name) => join(parent, name));
  // A folder not moved is emptied by Vite itself, as before.
  const moved = folders.flatMap((folder) => moveAside(root, folder) ?? []);
  return Promise.all(
    [...leftovers, ...moved].map((path) => rm(path, { recursive: true, force: true })),
  ).then(() => undefined);
}

/** Renames a folder of the project into `.tmp/`; its new path, or undefined if not moved. */
function moveAside(root: string, folder: string): string | undefined {
  const path = join(root, folder);
  if (!existsSync(path)) return undefined;
  const name = `${PREFIX}${folder.replace(/[\\/]/g, '-')}-${process.pid}-${Date.now()}`;
  const aside = join(root, '.tmp', name);
  try {
    mkdirSync(join(root, '.tmp'), { recursive: true });
    renameSync(path, aside);
    return aside;
  } catch {
    return undefined;
  }
}

/**
 * Empties one folder of the project (relative to `root`) without waiting: moved aside at once
 * and deleted in the background, or emptied here if it cannot be moved. Resolves when deleted.
 */
export function clearAside(root: string, folder: string): Promise<void> {
  const aside = moveAside(root, folder);
  if (!aside) {
    rmSync(join(root, folder), { recursive: true, force: true });
    return Promise.resolve();
  }
  return rm(aside, { recursive: true, force: true });
}

/**
 * The bundles are compiled into `.tmp/server-build-<pid>` and `.tmp/client-build-<pid>` while
 * the pages are checked (build.ts): what a build stopped halfway left there goes.
 */
export function removeBundleBuildsLeftBehind(root: string) {
  const parent = join(root, '.tmp');
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    if (name.startsWith('server-build-') || name.startsWith('client-build-'))
      rmSync(join(parent, name), { recursive: true, force: true });
  }
}
