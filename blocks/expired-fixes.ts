/**
 * What each block offers to do with its dated items whose date has passed (the team studio's
 * "Needs attention", src/studio/team/server/attention.ts), by block type: one line a block.
 * A registry of its own, not a field of the block's definition, because a fix edits the YAML
 * document (the `yaml` library) and the definitions go into every page's bundles.
 */
import type { ExpiredItemFix } from '../src/content/expired-fix.ts';
import { pastWebinarFix } from './webinars/expired-fix.ts';

export const expiredFixes: Readonly<Record<string, ExpiredItemFix>> = {
  webinars: pastWebinarFix,
};
