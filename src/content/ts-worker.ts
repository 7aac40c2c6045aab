/**
 * A worker thread that runs one of the project's TypeScript modules. Under a compiled command
 * (`npm run build`: src/cli/run-compiled.mjs) the worker runs that module compiled the same way,
 * kept beside the command's; else through tsx, whose loader a worker does not inherit on Node
 * 20, so the worker's first script registers it and then imports the module. Throws where there
 * is neither (another runner).
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Where run-compiled.mjs is, while a compiled command runs. */
const RUNNING_COMPILED = Symbol.for('tradelift.run-compiled');

/**
 * tsx's module API (its ES module, as its package's exports name it), found from this file. Not
 * with the resolve of `import.meta`: Vite bundles vite.config.ts with the content plugins, which
 * import this file, and registers a module hook in the build's bundle thread when a bundled file
 * names that function; every import there then waited on the hook's own thread (a tenth of that
 * thread's time). tests/unit/build/vite-config-hooks.test.ts keeps it so. (tsx's CommonJS build of
 * the API, which `require` would find, imports a file it does not ship.)
 */
function tsxApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  return pathToFileURL(join(dirname(manifest), exports['./esm/api'].import.default)).href;
}

/** `module` is an absolute path to a `.ts` file. */
export function typeScriptWorker(module: string, options: WorkerOptions = {}): Worker {
  const runCompiled = (globalThis as { [RUNNING_COMPILED]?: string })[RUNNING_COMPILED];
  const load = runCompiled
    ? `import(${JSON.stringify(runCompiled)})
        .then(({ compiledModule }) => compiledModule(${JSON.stringify(process.cwd())}, ${JSON.stringify(relative(process.cwd(), module))}))
        .then((compiled) => import(require('node:url').pathToFileURL(compiled).href))`
    : `import(${JSON.stringify(tsxApi())}).then(({ tsImport }) =>
        tsImport(${JSON.stringify(pathToFileURL(module).href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { ...options, eval: true });
}
