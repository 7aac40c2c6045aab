/**
 * A worker thread that runs one of the project's TypeScript modules. Under a compiled command
 * (`npm run build`: src/cli/run-compiled.mjs) the worker runs that module compiled the same way,
 * kept beside the command's; else through tsx, whose loader a worker does not inherit on Node
 * 20, so the worker's first script registers it and then imports the module. Throws where there
 * is neither (another runner).
 */
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Where run-compiled.mjs is, while a compiled command runs. */
const RUNNING_COMPILED = Symbol.for('tradelift.run-compiled');

/** `module` is an absolute path to a `.ts` file. */
export function typeScriptWorker(module: string, options: WorkerOptions = {}): Worker {
  const runCompiled = (globalThis as { [RUNNING_COMPILED]?: string })[RUNNING_COMPILED];
  const load = runCompiled
    ? `import(${JSON.stringify(runCompiled)})
        .then(({ compiledModule }) => compiledModule(${JSON.stringify(process.cwd())}, ${JSON.stringify(relative(process.cwd(), module))}))
        .then((compiled) => import(require('node:url').pathToFileURL(compiled).href))`
    : `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) =>
        tsImport(${JSON.stringify(pathToFileURL(module).href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { ...options, eval: true });
}
