/**
 * What the outline says of each block (its kind in words and its heading) and which sections of
 * the page a button can scroll to, read from the page's data, so a person sees "Pricing plans:
 * Simple, honest pricing" where the YAML says `type: pricing`.
 */
import { blockLabel } from '../block-catalogue.ts';
import type { SelectOption } from '../SelectField.tsx';

export interface BlockSummary {
  index: number;
  type: string;
  /** The block's kind in plain words. */
  kind: string;
  /** Its heading (or its first words), or '' when it has none. */
  heading: string;
}

/** The fields a block's heading is in, most telling first. */
const HEADING_FIELDS = ['title', 'heading', 'eyebrow', 'question', 'label', 'name'];

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function headingOf(block: Record<string, unknown>): string {
  for (const field of HEADING_FIELDS) {
    const value = block[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}

export function blockSummaries(blocks: unknown): BlockSummary[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.map((value, index) => {
    const block = asRecord(value);
    const type = typeof block.type === 'string' ? block.type : '';
    return { index, type, kind: blockLabel(type), heading: headingOf(block) };
  });
}

/** A block's name in a sentence: its heading, else its kind ("Pricing plans"). */
export const blockName = (summary: BlockSummary): string => summary.heading || summary.kind;

/**
 * The sections of this page a button can scroll to: each block with an `id`, by its heading
 * (the id where it has none), in the page's order.
 */
export function pageSections(blocks: unknown): SelectOption[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((value) => {
    const block = asRecord(value);
    if (typeof block.id !== 'string' || block.id === '') return [];
    const heading = headingOf(block);
    return [{ value: block.id, text: heading || blockLabel(String(block.type ?? '')) }];
  });
}
