/**
 * The frame of a section, defined once and spread into the block schemas that have one (as
 * Puck spreads `sectionHeaderFields`): the heading group (eyebrow, title, intro), the background
 * tone and the closing button. Components hand it to `Section` as one object.
 */
import * as z from 'zod';
import { action, icon, optionalText, text } from './fields.ts';

export const sectionTones = ['light', 'muted', 'dark'] as const;
export type Tone = (typeof sectionTones)[number];

/** The heading group above a section's content; every part is optional. */
export const sectionHeading = {
  eyebrow: optionalText('Small label above the heading'),
  title: optionalText('Heading of the section'),
  intro: optionalText('A sentence under the heading'),
};

/** The background of a section: one of `tones` (all by default), `fallback` when not given. */
export function sectionTone<const Tones extends readonly [Tone, ...Tone[]] = typeof sectionTones>(
  fallback: Tones[number] = 'light',
  tones: Tones = sectionTones as unknown as Tones,
) {
  return z.enum(tones).default(fallback).describe('Background of the section');
}

/** Heading group and tone: what most blocks spread into their schema. */
export function sectionFrame(fallbackTone: Tone = 'light') {
  return { ...sectionHeading, tone: sectionTone(fallbackTone) };
}

/** The optional button centred under a section's content. */
export const closingAction = {
  action: action.optional().describe('A button under the section'),
};

/** How many cards a row holds on wide screens, for blocks that lay out a grid of cards. */
export const cardColumns = {
  columns: z
    .union([z.literal(2), z.literal(3), z.literal(4)])
    .default(3)
    .describe('Cards per row on wide screens'),
};

/**
 * A grid of cards that each open with an icon, a heading and a sentence (features, link cards),
 * plus the fields that block adds to each card.
 */
export function iconCards<const Fields extends z.ZodRawShape>(sentence: string, fields: Fields) {
  return {
    ...cardColumns,
    items: z
      .array(z.strictObject({ icon, title: text('Card heading'), text: text(sentence), ...fields }))
      .min(1),
  };
}

/**
 * The schema of a section whose content is one list of `items` (questions, figures, trades):
 * the frame, then at least one item (at most `max`) with these fields.
 */
export function listSection<const Fields extends z.ZodRawShape>(
  fallbackTone: Tone,
  item: Fields,
  { max }: { max?: number } = {},
) {
  const items = z.array(z.strictObject(item)).min(1);
  return z.strictObject({
    ...sectionFrame(fallbackTone),
    items: max === undefined ? items : items.max(max),
  });
}

/** The schema of a section that is one grid of icon cards (features, link cards). */
export function iconCardSection<const Fields extends z.ZodRawShape>(
  sentence: string,
  fields: Fields,
) {
  return z.strictObject({ ...sectionFrame(), ...iconCards(sentence, fields) });
}

/** What `Section` draws around the content: a block's frame fields, as one object. */
export interface SectionFrame {
  eyebrow?: string;
  title?: string;
  intro?: string;
  tone?: Tone;
  action?: z.output<typeof action>;
}
