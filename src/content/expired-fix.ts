/**
 * What a block offers to do with one of its dated items whose date has passed (dated-items.ts):
 * the fix the team studio's "Needs attention" list opens a draft with (a past webinar moved to
 * the recorded list). A block offers it in `blocks/<type>/expired-fix.ts`, listed in
 * `blocks/expired-fixes.ts` (not on the block's definition: the YAML editing it does stays out
 * of the pages' bundles), so the engine knows no block; the fix edits the page's YAML document in place, keeping its
 * comments and layout, after asking the few facts only a person knows.
 */
import type { Document, YAMLMap } from 'yaml';

/** One fact the fix asks for, with its own check (a message in words, or null when fine). */
export interface FixQuestion {
  name: string;
  label: string;
  /** An example or hint shown under the field. */
  help: string;
  inputMode: 'text' | 'numeric';
  check: (value: string) => string | null;
}

export interface ExpiredItemFix {
  /** What the fix does, as a button says it: "Move it to the recorded webinars". */
  label: string;
  questions: readonly FixQuestion[];
  /**
   * Edits `block` (the block's node in `document`) so that the item at `itemPath` (from the
   * block, e.g. ['featured'] or ['groups', 0, 'items', 2]) is no longer offered. `answers` have
   * passed their questions' checks.
   */
  apply(
    document: Document,
    block: YAMLMap,
    itemPath: readonly (string | number)[],
    answers: Readonly<Record<string, string>>,
  ): void;
}
