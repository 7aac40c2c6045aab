/**
 * Whether a page is rendered again or taken from the cache: a pure decision, tested on its own
 * (tests/unit/build/cache/page-decision.test.ts). A page's key (render-keys.ts) hashes everything
 * its HTML is made from, so any doubt renders: the worst case is a render that was not needed,
 * never a stale page.
 */

import type { BodyPlace } from '../page-template.ts';
import type { FileIdentity } from './linked-tree.ts';

/** What the last build recorded for one output file. */
export interface RenderedPage {
  key: string;
  /** The inline scripts its HTML holds, which the Content-Security-Policy must allow. */
  hashes: string[];
  /** Its rendered body's key (render-keys.ts). */
  bodyKey?: string;
  /** Where its head tags and body sit in its cached HTML (page-template.ts). */
  place?: BodyPlace;
  /** The hash of what it is made from, before its module data is made (prerender.ts). */
  inputs?: string;
  /** Its output file as a build placed it from the cache: the next takes it by one stat. */
  placed?: FileIdentity;
}

export type PageDecision =
  | { action: 'reuse'; hashes: string[] }
  | { action: 'assemble'; from: string; place: BodyPlace }
  | { action: 'render'; reason: 'clean' | 'changed' | 'missing' };

/**
 * `key` covers the whole file; `bodyKey` what the server bundle renders (the page's data and
 * the chunks that render it), without the template, whose script URL changes with any island's
 * code: a page whose body is in its last file is then only put into the new template again.
 */
export function decidePage(
  keys: { key: string; bodyKey: string },
  previous: RenderedPage | undefined,
  cache: { clean: boolean; htmlExists: (key: string) => boolean },
): PageDecision {
  // 1. `--clean` ignores the cache.
  if (cache.clean) return { action: 'render', reason: 'clean' };
  // 2. The same file as last time, still in the cache: placed as it is.
  if (previous?.key === keys.key && cache.htmlExists(keys.key))
    return { action: 'reuse', hashes: previous.hashes };
  // 3. The same body in another template (only the template changed): its last file, still in
  //    the cache, holds it where the last build recorded.
  if (previous?.bodyKey === keys.bodyKey && previous.place && cache.htmlExists(previous.key))
    return { action: 'assemble', from: previous.key, place: previous.place };
  // 4. Something it is rendered from changed (its data, its blocks' or forms' code, the shared
  //    code), or it is new, or the cache lost it.
  return { action: 'render', reason: previous ? 'changed' : 'missing' };
}
