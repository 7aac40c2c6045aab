/**
 * A worker thread of `npm run build` that compiles the bundles (bundle-configs.ts) while the
 * main thread validates the pages: Vite's plugins run JavaScript for every module, which on
 * the main thread waited between the validation's batches. Neither bundle holds a page, so the
 * worker is handed the results of the settings and forms alone (the content plugin reads them
 * as the build's validation). Answers each request with `{ name }` or `{ name, error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { LogLevel } from 'vite';
import type { ProjectReport } from '../content/project.ts';
import { rememberValidation } from '../content/validated-project.ts';
import { bundleConfig, type BundleName } from './bundle-configs.ts';

export interface BundleWorkerData {
  root: string;
  settings: ProjectReport;
  logLevel: LogLevel;
}

export interface BundleRequest {
  name: BundleName;
  outDir: string;
}

export type BundleReply = { name: BundleName; error?: string };

const { root, settings, logLevel } = workerData as BundleWorkerData;
rememberValidation(root, settings);
const vite = import('vite');

parentPort!.on('message', async ({ name, outDir }: BundleRequest) => {
  const reply: BundleReply = { name };
  try {
    await (await vite).build(bundleConfig(name, root, outDir, logLevel));
  } catch (error) {
    reply.error = error instanceof Error ? error.message : String(error);
  }
  parentPort!.postMessage(reply);
});
