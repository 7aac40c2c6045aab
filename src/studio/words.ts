/**
 * The words the studio shows people where the files use a developer's: a field's name (`href` →
 * "Web address"), a stored option (`ghost` → "Quiet"), a block's type (`cta` → "Call to action",
 * its definition's label). One place for the form, the problems and a draft's changes, in the
 * local and the team studio. A field's own `title` in its schema, where it has one, comes before
 * these (app/form-view/field-words.ts).
 */
import { blockRegistry } from '../../blocks/index.ts';
import type { UTM_KEYS } from '../content/lead-contract.ts';
import { pathInWords, type PathWords } from '../content/path-in-words.ts';

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

/**
 * The five standard UTM parameters of a visit's address as a marketer says them. A lead's
 * details show these; its CSV export keeps the parameters' own names (`utm_source`), which the
 * spreadsheets and tools it is loaded into recognise.
 */
const UTM_WORDS: Record<(typeof UTM_KEYS)[number], string> = {
  utm_source: 'Source',
  utm_medium: 'Medium',
  utm_campaign: 'Campaign',
  utm_term: 'Term',
  utm_content: 'Content',
};

/** What a marketer calls a UTM parameter (`utm_source` → "Source"); any other key as written. */
export const utmWord = (key: string): string =>
  Object.hasOwn(UTM_WORDS, key) ? UTM_WORDS[key as keyof typeof UTM_WORDS] : key;

/** A name spelled out: `monthlyFee` → "Monthly fee". */
export function spelledOut(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What people call the field `name`. */
export const fieldWord = (name: string): string => FIELD_WORDS[name] ?? spelledOut(name);

/** What people call a stored option value (`ghost` → "Quiet", `lead-reply` → "Lead reply"). */
export const optionWord = (value: unknown): string =>
  typeof value === 'string' ? (OPTION_WORDS[value] ?? spelledOut(value)) : String(value);

/** A block type's name in plain words ("Pricing plans"); the type itself if it is unknown. */
export const blockWord = (type: string): string =>
  blockRegistry.find((block) => block.type === type)?.label ?? type;

/** A field's path in a page in these words: "Call to action (block 3) › Title". */
export const PATH_WORDS: PathWords = { block: blockWord, field: fieldWord };

/**
 * A problem of a file as a person reads it: where in the page in these words, what is wrong,
 * and the line last, for whoever works in the YAML ("Call to action (block 3) › Title: must
 * not be empty (line 23)"). `data` is the file's data, for the blocks' types.
 */
export function problemInWords(
  problem: { line: number; path: string; message: string },
  data: unknown,
): string {
  const where = problem.path ? `${pathInWords(problem.path, data, PATH_WORDS)}: ` : '';
  return `${where}${problem.message} (line ${problem.line})`;
}
