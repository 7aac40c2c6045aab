/**
 * Whether a page is rendered again or taken from the cache: a pure decision, tested on its own
 * (tests/unit/build-cache.test.ts). A page's key (render-keys.ts) hashes everything its HTML is
 * made from, so any doubt renders: the worst case is a render that was not needed, never a
 * stale page.
 */

/** What the last build recorded for one output file. */
export interface RenderedPage {
  key: string;
  /** The inline scripts its HTML holds, which the Content-Security-Policy must allow. */
  hashes: string[];
}

export type PageDecision =
  | { action: 'reuse'; hashes: string[] }
  | { action: 'render'; reason: 'clean' | 'new' | 'changed' | 'missing' };

export function decidePage(
  key: string,
  previous: RenderedPage | undefined,
  options: { clean: boolean; cachedHtmlExists: (key: string) => boolean },
): PageDecision {
  // 1. `--clean` ignores the cache.
  if (options.clean) return { action: 'render', reason: 'clean' };
  // 2. The last build wrote no such output (a new page, a renamed one, or no cache).
  if (!previous) return { action: 'render', reason: 'new' };
  // 3. Something it is made from changed: its data, its blocks' or forms' code, the shared code.
  if (previous.key !== key) return { action: 'render', reason: 'changed' };
  // 4. The cache lost its HTML (a cache restored in part).
  if (!options.cachedHtmlExists(key)) return { action: 'render', reason: 'missing' };
  return { action: 'reuse', hashes: previous.hashes };
}
