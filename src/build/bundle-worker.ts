/**
 * A worker thread of `npm run build` that compiles the bundles (bundle-configs.ts) while the
 * main thread validates the pages: Vite's plugins run JavaScript for every module, which on
 * the main thread waited between the validation's batches. Neither bundle holds a page, so the
 * worker is handed the results of the settings and forms alone (the content plugin reads them
 * as the build's validation). Answers each request with `{ name }` or `{ name, error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { LogLevel } from 'vite';
import type { ProjectReport } from '../project/project.ts';
import { validatedBuild } from '../project/validated-project.ts';
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
// Vite bundles vite.config.ts for each build and, unless told so, parses every module it
// imports again to warn of what its native loader would not take (the content plugins, the
// studio's server): a tenth of this worker's CPU for a warning no build prints. The
// variable is the one Vite's warning names to silence it; this thread's environment is its own.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
// The settings' validation, given to both builds (bundle-configs.ts): they share what they derive.
const validated = validatedBuild(root, settings);
const vite = import('vite');

parentPort!.on('message', async ({ name, outDir }: BundleRequest) => {
  const reply: BundleReply = { name };
  try {
    await (await vite).build(bundleConfig(name, root, outDir, logLevel, validated));
  } catch (error) {
    reply.error = error instanceof Error ? error.message : String(error);
  }
  parentPort!.postMessage(reply);
});
