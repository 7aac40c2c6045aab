/**
 * The small selectors the drawings take their words and figures with, from the validated
 * content of the page they stand on (src/project/page-schema.ts). Each returns nothing when the
 * page lacks what it looks for, and the drawing leaves that part out: a picture never states a
 * figure the page does not hold (tests/unit/drawings/pictures-hold-content.test.ts).
 */
import type * as z from 'zod';
import type { blockRegistry } from '../../blocks/index.ts';
import type { PageData } from '../project/page-schema.ts';

type Definition = (typeof blockRegistry)[number];
type BlockType = Definition['type'];
/** A block's data, by its type, as the validator gives it. */
type Block<Type extends BlockType> = z.output<Extract<Definition, { type: Type }>['schema']> & {
  type: Type;
};

/** The page's first block of a type. */
export const blockOf = <Type extends BlockType>(page: PageData, type: Type) =>
  page.blocks.find((block) => block.type === type) as Block<Type> | undefined;

const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** 797 → "$797", 4997 → "$4,997", as the plan cards write them. */
export const dollars = (amount: number) => `$${wholeDollars.format(amount)}`;

/** The plan a pricing picture shows: the recommended one, else the first. */
export function featuredPlan(page: PageData) {
  const plans = blockOf(page, 'pricing')?.plans ?? [];
  return plans.find((plan) => plan.recommended) ?? plans[0];
}

export interface Headline {
  value: string;
  label: string;
}

/**
 * The page's figures worth a picture's floating stat, in order: its stats, then its stories'
 * headline figures, then its sample metrics.
 */
export function headlines(page: PageData): Headline[] {
  return page.blocks.flatMap((block): Headline[] => {
    if (block.type === 'stats')
      return (block as Block<'stats'>).items.map(({ value, label }) => ({ value, label }));
    if (block.type === 'stories')
      return (block as Block<'stories'>).items.map(({ metric, metricLabel }) => ({
        value: metric,
        label: metricLabel,
      }));
    if (block.type === 'metrics')
      return (block as Block<'metrics'>).items.map(({ value, label }) => ({ value, label }));
    return [];
  });
}

/** The first phrase of the page's texts that `pattern` finds, e.g. how fast a lead is answered. */
export function phraseIn(page: PageData, pattern: RegExp): string | undefined {
  for (const text of texts(page)) {
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return undefined;
}

function* texts(data: unknown): Generator<string> {
  if (typeof data === 'string') yield data;
  else if (Array.isArray(data)) for (const item of data) yield* texts(item);
  else if (data && typeof data === 'object')
    for (const item of Object.values(data)) yield* texts(item);
}

/** A text cut at a word to at most `characters`, marked with an ellipsis when cut. */
export function fit(text: string, characters: number): string {
  if (text.length <= characters) return text;
  const cut = text.slice(0, characters - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > characters / 2 ? cut.slice(0, word) : cut).replace(/[\s,;:·–-]+$/, '')}…`;
}

/** "higher average ticket" → "Higher average ticket". */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
