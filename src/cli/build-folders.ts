/**
 * The build's folder options, for builds that are not the developer's own (the team studio's
 * deploys, src/deploy/build-release.ts):
 * - `--cache <dir>`: the build cache lives in `<dir>` instead of `.cache/build/` (cache-folder.mjs).
 * - `--out <dir>`: the finished site is moved to `<dir>` (which must not exist) once the build
 *   is complete, on the same disk in one rename; a build that fails leaves nothing there. The
 *   next build places every file from the cache again (as a fresh checkout's does).
 * - `--progress json`: a line `BUILD_PROGRESS {"pagesDone":n,"pagesTotal":m}` as pages are done.
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cacheFolderOption } from './cache-folder.mjs';

export interface BuildFolders {
  out?: string;
  cache?: string;
  progress: boolean;
}

/** The value after `flag` in `argv`, resolved against the current folder. */
function folderAfter(argv: readonly string[], flag: string): string | undefined {
  const index = argv.indexOf(flag);
  if (index === -1) return undefined;
  const value = argv[index + 1];
  if (!value || value.startsWith('--')) {
    console.error(`${flag} needs a folder: ${flag} <folder>`);
    process.exit(1);
  }
  return resolve(value);
}

export { keepCacheIn } from './cache-folder.mjs';

export function buildFolders(argv: readonly string[]): BuildFolders {
  const progressAt = argv.indexOf('--progress');
  if (progressAt !== -1 && argv[progressAt + 1] !== 'json') {
    console.error('--progress takes one format: --progress json');
    process.exit(1);
  }
  const out = folderAfter(argv, '--out');
  if (out && existsSync(out)) {
    console.error(`--out ${out}: the folder exists; the build moves the site to a new one`);
    process.exit(1);
  }
  return { out, cache: cacheFolderOption(argv), progress: progressAt !== -1 };
}

/** Moves the finished dist/ of `root` to `out`. */
export function moveOutput(root: string, out: string): void {
  mkdirSync(dirname(out), { recursive: true });
  const dist = join(root, 'dist');
  try {
    renameSync(dist, out);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    // Another disk: copied under a temporary name, then renamed, so `out` appears complete.
    const temporary = `${out}.partial-${process.pid}`;
    cpSync(dist, temporary, { recursive: true });
    renameSync(temporary, out);
    rmSync(dist, { recursive: true, force: true });
  }
}

/** Prints a progress line when `--progress json` asked for them, else nothing. */
export function progressPrinter(enabled: boolean) {
  return (pagesDone: number, pagesTotal: number) => {
    if (enabled) console.log(`BUILD_PROGRESS ${JSON.stringify({ pagesDone, pagesTotal })}`);
  };
}
