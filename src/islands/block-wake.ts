/**
 * Which blocks of a page are islands, decided where the page's module is made (the content
 * plugin, src/build/plugins/content.ts) from the registries: a block whose definition says it
 * `wakes` (its component keeps state in the browser), or whose data holds an action that
 * `runsInBrowser` (a modal or a download button). Every other block is HTML only: it sends and
 * runs no JavaScript. Node only: the definitions carry zod, which never reaches the browser.
 */
import { blockRegistry } from '../../blocks/index.ts';
import { actionKinds } from '../actions/index.ts';
import type { BlockDefinition } from '../content/define-block.ts';

export type Wake = NonNullable<BlockDefinition['wakes']>;

const wakesByType = new Map<string, Wake | undefined>(
  blockRegistry.map((definition: BlockDefinition) => [definition.type, definition.wakes]),
);
const browserActionKeys = actionKinds
  .filter((kind) => kind.runsInBrowser)
  .map((kind) => kind.key as string);

/** Whether block data holds an action that runs in the browser, at any depth. */
function holdsBrowserAction(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsBrowserAction);
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  if (browserActionKeys.some((key) => typeof record[key] === 'string')) return true;
  return Object.values(record).some(holdsBrowserAction);
}

/** When a block wakes, or null for a block that needs no JavaScript at all. */
export function blockWake(block: { type: string; [field: string]: unknown }): Wake | null {
  return wakesByType.get(block.type) ?? (holdsBrowserAction(block) ? 'interaction' : null);
}
