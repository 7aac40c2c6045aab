/**
 * Which blocks of a page are islands (src/islands/registry.ts explains the triggers): a block
 * whose component keeps state in the browser, or whose data holds a button that runs there.
 * Every other block is HTML only: it sends and runs no JavaScript.
 */
export type Wake = 'interaction' | 'visible';

/** The block types whose component keeps state in the browser (disclosures, filters, forms). */
const statefulBlocks: Partial<Record<string, Wake>> = {
  faq: 'interaction',
  comparison: 'interaction',
  form: 'visible',
  webinars: 'visible',
  resources: 'visible',
  videos: 'visible',
  articles: 'visible',
  'case-studies': 'visible',
};

/** Whether block data holds a button that runs in the browser (a modal or a download). */
function hasScriptedAction(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasScriptedAction);
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  if (typeof record.modal === 'string' || typeof record.download === 'string') return true;
  return Object.values(record).some(hasScriptedAction);
}

/** When a block wakes, or undefined for a block that needs no JavaScript at all. */
export function blockWake(block: { type: string }): Wake | undefined {
  return statefulBlocks[block.type] ?? (hasScriptedAction(block) ? 'interaction' : undefined);
}
