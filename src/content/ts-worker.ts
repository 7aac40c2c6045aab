/**
 * A worker thread that runs one of the project's TypeScript modules. The project runs through
 * tsx, whose loader a worker does not inherit on Node 20, so the worker's first script
 * registers it and then imports the module. Throws where there is no tsx (another runner).
 */
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** `module` is an absolute path to a `.ts` file. */
export function typeScriptWorker(module: string, options: WorkerOptions = {}): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const load = `import(${JSON.stringify(tsx)}).then(({ tsImport }) =>
    tsImport(${JSON.stringify(pathToFileURL(module).href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { ...options, eval: true });
}
