/**
 * What cross-reference checks need to know about the whole project (routes, redirects, form ids, files
 * under public/, section ids). zod 4 has no per-parse user context, so the validator sets this
 * around its synchronous `safeParse` call; schemas read it in their refinements. Outside a
 * validation run (a block's example in a unit test) it is null and cross-references are skipped.
 */
export interface ProjectContext {
  routes: ReadonlySet<string>;
  /** The site file's redirects: each old address and the page it leads to now. */
  redirects: ReadonlyMap<string, string>;
  formIds: ReadonlySet<string>;
  downloads: ReadonlySet<string>;
  /** Files under public/, as URL paths (`/images/a.svg`). */
  publicFiles: ReadonlySet<string>;
  /** Section ids declared by any page block (`id:`) plus fixed ids of the layout. */
  sectionIds: ReadonlySet<string>;
  /** The build date (YYYY-MM-DD) dated items are judged against: see build-date.ts. */
  today: string;
  /** The pictures `image:` fields may name and their facts (src/media/facts-store.ts). */
  images?: FactsReader;
}

import type { FactsReader } from '../media/image-facts.ts';

let current: ProjectContext | null = null;

export function withProjectContext<T>(context: ProjectContext | null, run: () => T): T {
  const previous = current;
  current = context;
  try {
    return run();
  } finally {
    current = previous;
  }
}

export function projectContext(): ProjectContext | null {
  return current;
}
