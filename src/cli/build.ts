/**
 * `npm run build`: checks the JSON schemas are current, validates every YAML file once, then
 * runs the client build and the server build (the prerenderer's entry) side by side, then the
 * prerenderer, all in this one process. The validation parses the files on every core
 * (src/content/parallel-parse.ts), the Vite builds reuse its report
 * (src/content/validated-project.ts) instead of validating again, and the prerenderer spreads
 * the pages over the cores. Prints each step's time, and on its last line `BUILD_STEPS {json}`
 * for `npm run bench:content`. */
import './production-env.ts';
import { formatProblem } from '../content/validate.ts';
import { validateProjectOnAllCores } from '../content/project.ts';
import { rememberValidation } from '../content/validated-project.ts';
import { schemaFiles } from '../content/json-schema.ts';
import { staleSchemas } from './stale-schemas.ts';
import { clearOldOutput } from './build-old-output.ts';
import { buildSiteImages, publishImages } from '../media/site-images.ts';

const root = process.cwd();
const quiet = process.argv.includes('--quiet');
const steps: Record<string, number> = {};

async function timed<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  steps[name] = Math.round(performance.now() - started);
  if (!quiet) console.log(`${name}: ${(steps[name] / 1000).toFixed(2)} s`);
  return result;
}

// `npm run schemas -- --check`, in this process: the committed JSON schemas match the zod ones.
const staleSchemaFiles = await timed('schema check', () =>
  staleSchemas(root).filter((schema) => schema.stale),
);
if (staleSchemaFiles.length > 0) {
  for (const { kind } of staleSchemaFiles) console.error(`${schemaFiles[kind]} is stale`);
  console.error('The block, page, form or site schemas changed: run `npm run schemas` and commit.');
  process.exit(1);
}

const report = await timed('validate', () => validateProjectOnAllCores(root));
for (const problem of report.problems) {
  (problem.severity === 'error' ? console.error : console.warn)(formatProblem(problem));
}
if (report.problems.some((problem) => problem.severity === 'error')) {
  console.error('\nInvalid content: nothing was built (`npm run validate` explains each code).');
  process.exit(1);
}
rememberValidation(root, report);
// Pictures before the Vite builds: each page module carries what was made of its pictures.
const images = await timed('images', () => buildSiteImages(root, report));
if (!quiet) {
  const { hits, misses, decoded } = images.stats;
  console.log(`images: ${hits} from the cache, ${misses} made, ${decoded} decoded`);
}

// Only now that the content is valid: a build refused for its content leaves the last output.
const oldOutputCleared = clearOldOutput(root);
const { build } = await import('vite');
const logLevel = quiet ? 'warn' : 'info';
// The two builds do not read each other's output (the prerenderer reads both), so they run
// side by side: while one waits on the bundler's native threads the other runs its plugins.
await timed('client and server builds', () =>
  Promise.all([
    timed('client build', () => build({ root, logLevel })),
    timed('server build', () =>
      build({
        root,
        logLevel,
        build: {
          ssr: true,
          outDir: 'dist-ssr',
          // The prerenderer reads the client build's copy of public/; sizes are the client's.
          copyPublicDir: false,
          reportCompressedSize: false,
          // The prerenderer's worker is bundled with the entry it renders with: plain Node runs it.
          rollupOptions: { input: ['src/entry-server.tsx', 'src/cli/prerender-pages.ts'] },
        },
      }),
    ),
  ]),
);
publishImages(root, images);
await timed('prerender', () => import('./prerender.ts'));
await oldOutputCleared;
console.log(`BUILD_STEPS ${JSON.stringify(steps)}`);
