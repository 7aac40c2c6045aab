/**
 * One validation per build, passed along. `npm run build` (src/build/build-site.ts) validates the
 * project once and hands the result, as a ValidatedBuild, to what it builds from it, with
 * what the build made of the pictures: the prerender's page modules, the downloads' data files, and (through the Vite config,
 * src/build/bundle-configs.ts) the Vite builds' content plugins, which then validate nothing
 * again. What is derived from the report alone (a page's module code, the section index) is kept
 * with it, so the client and the server build of one `npm run build` make it once.
 */
import { resolve } from 'node:path';
import type { BuiltPicture } from '../media/built-picture.ts';
import type { ProjectFile, ProjectReport } from './project.ts';

export interface ValidatedBuild {
  /** The project's folder, absolute. */
  readonly root: string;
  readonly report: ProjectReport;
  /** The files it was made from, when the caller has them (the build). */
  readonly files?: readonly ProjectFile[];
  /** What the build made of each picture, by job (src/build/images/); none: the originals. */
  readonly pictures?: ReadonlyMap<string, BuiltPicture>;
  /** What `make` derives from the report, made once per ValidatedBuild; `key` names it. */
  derived<T>(key: string, make: () => T): T;
}

/** A project's report, for the rest of one build (files do not change during a build). */
export function validatedBuild(
  root: string,
  report: ProjectReport,
  files?: readonly ProjectFile[],
  pictures?: ReadonlyMap<string, BuiltPicture>,
): ValidatedBuild {
  const derived = new Map<string, unknown>();
  return {
    root: resolve(root),
    report,
    files,
    pictures,
    derived<T>(key: string, make: () => T): T {
      if (!derived.has(key)) derived.set(key, make());
      return derived.get(key) as T;
    },
  };
}
