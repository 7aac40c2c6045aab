/**
 * The main thread's side of bundle-worker.ts: the worker starts on the first bundle asked for
 * (a build whose bundles both come from the cache starts none), and `close` ends it.
 */
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { LogLevel } from 'vite';
import type { ProjectReport } from '../project/project.ts';
import { typeScriptWorker } from '../content/ts-worker.ts';
import type { BundleName } from './bundle-configs.ts';
import type { BundleReply, BundleRequest, BundleWorkerData } from './bundle-worker.ts';

/** `settings`: the report of the settings files the bundles hold, made when a bundle is asked for. */
export function bundleBuilder(root: string, settings: () => ProjectReport, logLevel: LogLevel) {
  let worker: Worker | undefined;
  const waiting = new Map<BundleName, { resolve: () => void; reject: (error: Error) => void }>();
  const fail = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const start = () => {
    const data: BundleWorkerData = { root, settings: settings(), logLevel };
    const started = typeScriptWorker(join(import.meta.dirname, 'bundle-worker.ts'), {
      workerData: data,
    });
    started.on('message', ({ name, error }: BundleReply) => {
      const asked = waiting.get(name);
      waiting.delete(name);
      if (error) asked?.reject(new Error(error));
      else asked?.resolve();
    });
    started.once('error', fail);
    started.once('exit', (code) =>
      fail(new Error(`the bundle worker stopped (exit code ${code})`)),
    );
    return started;
  };
  return {
    /** Compiles one bundle into `outDir`. */
    build(name: BundleName, outDir: string): Promise<void> {
      worker ??= start();
      const request: BundleRequest = { name, outDir };
      const done = new Promise<void>((resolve, reject) => waiting.set(name, { resolve, reject }));
      worker.postMessage(request);
      return done;
    },
    close: () => void worker?.terminate(),
  };
}
