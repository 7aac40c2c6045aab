/**
 * One validation per build. `npm run build` (src/cli/build.ts) validates the project once, then
 * runs the client and the server Vite builds in the same process: both find the report here
 * instead of validating every file again. What the builds derive from the report alone (a
 * page's module code, the section index) is kept beside it, so the second build reuses the
 * first one's work. Kept on `globalThis` because Vite loads vite.config.ts (and so the content
 * plugin) as a separate bundled copy of these modules.
 */
import { resolve } from 'node:path';
import type { ProjectFile, ProjectReport } from './project.ts';

const KEY = Symbol.for('tradelift.validated-project');

interface Remembered {
  root: string;
  report: ProjectReport;
  /** The files it was made from, when the caller has them (the build). */
  files?: readonly ProjectFile[];
  /** Derived from this report: a page's module code, the section index… */
  derived: Map<string, unknown>;
}

const store = globalThis as typeof globalThis & { [KEY]?: Remembered };

/** Keeps a project's report for the rest of this process (files do not change in a build). */
export function rememberValidation(
  root: string,
  report: ProjectReport,
  files?: readonly ProjectFile[],
) {
  const remembered = store[KEY];
  if (remembered?.root === resolve(root) && remembered.report === report) return;
  store[KEY] = { root: resolve(root), report, files, derived: new Map() };
}

/**
 * What `make` derives from the remembered report of this root, made once per report: the
 * client and the server build of one `npm run build` share it. `key` names what is derived.
 */
export function derivedFromValidation<T>(root: string, key: string, make: () => T): T {
  const remembered = store[KEY];
  if (remembered?.root !== resolve(root)) return make();
  if (!remembered.derived.has(key)) remembered.derived.set(key, make());
  return remembered.derived.get(key) as T;
}

/** The report remembered for this project root, if this process already validated it. */
export function rememberedValidation(root: string): ProjectReport | undefined {
  const remembered = store[KEY];
  return remembered?.root === resolve(root) ? remembered.report : undefined;
}

/** The files the remembered report of this root was made from, when the caller gave them. */
export function rememberedFiles(root: string): readonly ProjectFile[] | undefined {
  const remembered = store[KEY];
  return remembered?.root === resolve(root) ? remembered.files : undefined;
}
