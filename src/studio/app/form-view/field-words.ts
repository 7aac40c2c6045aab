/**
 * The words the form view shows for a field and its options, where the field's name or the
 * value the YAML stores is a developer's word (`href`, `ghost`, `speaker.name`). A field's own
 * `title` in its schema comes first; then this table; then the name spelled out ("monthlyFee" →
 * "Monthly fee"). Kept in one table, not as new keywords in the JSON Schemas: those are read by
 * strict validators (and VS Code), which refuse keywords they do not know.
 */
import type { JSONSchema7 } from 'json-schema';
import { labelOf } from './schema-kinds.ts';

/** Field names whose spelled-out form is still a developer's word. */
const FIELD_WORDS: Record<string, string> = {
  id: 'Section name for links',
  href: 'Web address',
  src: 'Picture',
  param: 'Word in the address',
  scope: 'Filter group',
  searchIn: 'Search in',
  filterOn: 'Filter by',
  imageSide: 'Picture side',
  variant: 'Button style',
  tone: 'Background',
  isNew: 'Marked as new',
  initiallyOpen: 'Open at first',
  printValue: 'Value in the PDF',
  fileName: 'File name',
  metricLabel: 'What the figure measures',
  pricePrefix: 'Before the price',
  priceText: 'Price in words',
  noun: 'What one item is called',
  one: 'One item',
  other: 'Several items',
  match: 'Match',
  sectionsTitle: 'Heading of the sections',
  modulesTitle: 'Heading of the modules',
  modulesIntro: 'Introduction to the modules',
};

/** Stored values whose spelled-out form is not what a person would call them. */
const OPTION_WORDS: Record<string, string> = {
  primary: 'Main',
  secondary: 'Outline',
  ghost: 'Quiet',
  muted: 'Soft grey',
  flat: 'Level',
  'speaker.name': 'Speaker’s name',
  'speaker.role': 'Speaker’s role',
  'author.name': 'Author’s name',
};

/** What the form calls the field `name` governed by `schema`. */
export const fieldLabel = (name: string, schema: JSONSchema7): string =>
  schema.title ?? FIELD_WORDS[name] ?? labelOf(name);

/** What the form shows for a stored option value (`ghost` → "Quiet", `lead-reply` → "Lead reply"). */
export const optionLabel = (value: unknown): string =>
  typeof value === 'string' ? (OPTION_WORDS[value] ?? labelOf(value)) : String(value);

/** A calendar date stored as `YYYY-MM-DD` text: the form offers the browser's date picker. */
export const isDateField = (schema: JSONSchema7): boolean =>
  schema.type === 'string' && schema.format === 'date';
