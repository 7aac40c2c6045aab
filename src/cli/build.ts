/**
 * `npm run build [-- --quiet] [-- --clean]`: builds the site into dist/ (the engine:
 * src/build/build-site.ts). `--quiet` prints warnings and the last line only; `--clean` ignores
 * the build cache (.cache/build/). Prints each step's time, and on its last line
 * `BUILD_STEPS {json}` for `npm run bench:content`.
 */
// First: the build is a production build whatever NODE_ENV the caller has (a test's is `test`).
import '../build/production-env.ts';
import { buildSite } from '../build/index.ts';

const quiet = process.argv.includes('--quiet');
const clean = process.argv.includes('--clean');

void buildSite({ root: process.cwd(), quiet, clean });
