/**
 * `npm run build -- --cache <dir>`: the build cache in `<dir>` instead of `.cache/build/` (the
 * team studio keeps it in its --data folder, src/deploy/build-release.ts). Every part of the
 * build names the cache by that one relative path (src/cli/build-cache/location.ts), so
 * `.cache/build` becomes a link to `<dir>`: one change here rather than one in each part.
 * But its `cli/`: the build's commands compiled by run-compiled.mjs find the project from their
 * own real folder, three levels under it, so they stay in the project (`.cache/compiled/cli/`),
 * linked from the cache. Set up by run-compiled.mjs before it compiles anything, and by the
 * build itself when run otherwise. Plain JavaScript: run-compiled.mjs runs before any loader.
 */
import { lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';

/** The folder after `--cache`, made absolute; undefined without the option. */
export function cacheFolderOption(argv) {
  const index = argv.indexOf('--cache');
  if (index === -1) return undefined;
  const value = argv[index + 1];
  if (!value || value.startsWith('--')) {
    process.stderr.write('--cache needs a folder: --cache <folder>\n');
    process.exit(1);
  }
  return resolve(value);
}

/** Points the project's `.cache/build` at `cache` (made if missing). */
export function keepCacheIn(root, cache) {
  mkdirSync(cache, { recursive: true });
  const compiled = join(root, '.cache', 'compiled', 'cli');
  mkdirSync(compiled, { recursive: true });
  relink(join(cache, 'cli'), compiled);
  relink(join(root, '.cache', 'build'), cache);
}

/** `link` made a link to `target`, whatever was there (a cache is only ever a saving). */
function relink(link, target) {
  const now = lstatSync(link, { throwIfNoEntry: false });
  if (now?.isSymbolicLink() && readlinkSync(link) === target) return;
  if (now) rmSync(link, { recursive: true, force: true });
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(target, link, 'dir');
}
