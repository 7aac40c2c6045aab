/**
 * `npm run build [-- --quiet] [-- --clean] [-- --out <dir>] [-- --cache <dir>] [-- --progress json]`:
 * builds the site into dist/ (the engine: src/build/build-site.ts). `--quiet` prints warnings and
 * the last line only; `--clean` ignores the build cache (.cache/build/). Prints each step's time,
 * and on its last line `BUILD_STEPS {json}` for `npm run bench:content`. `--out`, `--cache` and
 * `--progress json` are for builds that are not the developer's own (the team studio's deploys):
 * src/cli/build-folders.ts.
 */
// First: the build is a production build whatever NODE_ENV the caller has (a test's is `test`).
import '../build/production-env.ts';
import { buildSite } from '../build/index.ts';
import { buildFolders, keepCacheIn, moveOutput, progressPrinter } from './build-folders.ts';

const root = process.cwd();
const quiet = process.argv.includes('--quiet');
const clean = process.argv.includes('--clean');
const folders = buildFolders(process.argv);

if (folders.cache) keepCacheIn(root, folders.cache);
// No top-level await: the compiled command is CommonJS (src/build/code-cache.mjs).
void buildSite({ root, quiet, clean, onPagesDone: progressPrinter(folders.progress) }).then(() => {
  if (folders.out) moveOutput(root, folders.out);
});
