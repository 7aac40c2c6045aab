/**
 * The prerender's worker threads. A worker loads the server bundle first and is handed its share
 * of the pages after (prerender-pages.ts): a build that renders every page starts them as soon
 * as the server bundle is in place (build.ts), and each loads the bundle, a third of a second of
 * a core, while this thread still makes the pages' data and keys.
 */
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PRERENDER_WORKER } from '../content/prerender-page-source.ts';
import { buildCachePath } from './cache/location.ts';
import type { PrerenderResult, PrerenderShare } from './prerender-pages.ts';

/**
 * A worker's young generation, where a page's render allocates: at V8's default size, garbage
 * collection was a tenth of a worker's time. At 64 MB it is a third less (1,032 pages, about
 * 90 MB more at the build's peak); 128 MB gained little more for another 100 MB.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 64 };

/** Loads the server bundle from V8's code cache, in a worker as on this thread. */
const CODE_CACHE_MODULE = new URL('./code-cache.mjs', import.meta.url).href;

export interface PrerenderWorker {
  /** Renders a share of the pages; resolves with its hashes or its first failure. */
  render(share: PrerenderShare): Promise<PrerenderResult>;
  /** Stops a worker that was given no share. */
  stop(): void;
}

/** Starts a worker that loads the server bundle in `root`/dist-ssr and waits for its share. */
export function startPrerenderWorker(root: string): PrerenderWorker {
  const load = [
    CODE_CACHE_MODULE,
    resolve(root, 'dist-ssr'),
    'prerender-pages.cjs',
    buildCachePath(root, 'code-cache'),
  ];
  // Plain Node: the server bundle is built JavaScript, loaded from V8's code cache
  // (code-cache.mjs), so the worker needs no TypeScript loader.
  const worker = new Worker(
    `const [codeCache, ...bundleModule] = ${JSON.stringify(load)};
    import(codeCache).then(({ requireBundleModule }) => requireBundleModule(...bundleModule));`,
    { eval: true, workerData: { [PRERENDER_WORKER]: true }, resourceLimits: WORKER_LIMITS },
  );
  const outcome = new Promise<PrerenderResult>((resolvePromise, reject) => {
    worker.once('message', (result: PrerenderResult) => resolvePromise(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`prerender worker exited with code ${code}`));
    });
  });
  // A worker stopped unused ends with code 1: nobody waits for its outcome then.
  outcome.catch(() => undefined);
  return {
    render(share) {
      worker.postMessage(share);
      return outcome;
    },
    stop: () => void worker.terminate(),
  };
}
