/**
 * One validation per build. `npm run build` (src/cli/build.ts) validates the project once, then
 * runs the client and the server Vite builds in the same process: both find the report here
 * instead of validating every file again. Kept on `globalThis` because Vite loads
 * vite.config.ts (and so the content plugin) as a separate bundled copy of these modules.
 */
import { resolve } from 'node:path';
import type { ProjectReport } from './project.ts';

const KEY = Symbol.for('tradelift.validated-project');

interface Remembered {
  root: string;
  report: ProjectReport;
}

const store = globalThis as typeof globalThis & { [KEY]?: Remembered };

/** Keeps a project's report for the rest of this process (files do not change in a build). */
export function rememberValidation(root: string, report: ProjectReport) {
  store[KEY] = { root: resolve(root), report };
}

/** The report remembered for this project root, if this process already validated it. */
export function rememberedValidation(root: string): ProjectReport | undefined {
  const remembered = store[KEY];
  return remembered?.root === resolve(root) ? remembered.report : undefined;
}
