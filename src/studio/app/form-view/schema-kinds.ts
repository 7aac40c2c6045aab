/**
 * How the form view shows a field, read from the block's JSON Schema (generated from its zod
 * schema, so descriptions, enums and number types are the validator's own).
 */
import type { JSONSchema7, JSONSchema7Definition } from 'json-schema';
import { iconNames } from '../../../content/icon-names.ts';

export type FieldKind =
  | 'action'
  | 'icon'
  | 'image'
  | 'enum'
  | 'text'
  | 'number'
  | 'boolean'
  | 'flagOrText'
  | 'list'
  | 'group'
  | 'unsupported';

export const ACTION_KEYS = ['to', 'modal', 'scrollTo', 'download', 'href'] as const;
export type ActionKey = (typeof ACTION_KEYS)[number];

export const asSchema = (definition: JSONSchema7Definition | undefined): JSONSchema7 =>
  typeof definition === 'object' ? definition : {};

/**
 * The schema with an optional wrapper (`anyOf: [X, null]`) taken off, and a union of constants
 * (`z.union([z.literal(2), z.literal(3)])`, which zod writes as `anyOf` of `const`s) read as
 * the enum it is.
 */
export function unwrap(schema: JSONSchema7): JSONSchema7 {
  const options = (schema.anyOf ?? []).map(asSchema).filter((option) => option.type !== 'null');
  if (options.length === 1)
    return { ...options[0], description: schema.description ?? options[0]!.description };
  if (options.length > 1 && options.every((option) => option.const !== undefined)) {
    return { ...schema, anyOf: undefined, enum: options.map((option) => option.const!) };
  }
  return schema;
}

const icons = new Set<unknown>(iconNames);

/** The curated icon set (every icon field's enum): shown as pictures, not a list of 100 names. */
const isIconChoice = (options: readonly unknown[]) =>
  options.length === icons.size && options.every((option) => icons.has(option));

/** `true`, `false` or a short text (a comparison table's cell): a yes/no with "other text". */
function isFlagOrText(schema: JSONSchema7): boolean {
  const types = (schema.anyOf ?? []).map((option) => asSchema(option).type).sort();
  return types.length === 2 && types[0] === 'boolean' && types[1] === 'string';
}

/**
 * An address of a page of this site: a text that must start with "/" (the `to` action's, a
 * redirect's `to`, the contact page). Told by its shape, so every such field offers the routes.
 */
export function isPageRoute(field: JSONSchema7): boolean {
  return field.type === 'string' && /^\^\\?\/\.\*$/.test(field.pattern ?? '');
}

/**
 * The image field (src/media/image-field.ts): a `src` whose pattern takes media/ paths, beside
 * `alt` and `decorative`. Told by its shape, as the icon field is, so every block's `image:`
 * gets the picture, the upload and the alt text in one place.
 */
function isImageField(field: JSONSchema7): boolean {
  const properties = field.properties ?? {};
  const src = asSchema(properties.src);
  return (
    field.type === 'object' &&
    src.type === 'string' &&
    (src.pattern ?? '').includes('media') &&
    'alt' in properties &&
    'decorative' in properties
  );
}

export function fieldKind(schema: JSONSchema7): FieldKind {
  const field = unwrap(schema);
  const properties = field.properties ?? {};
  if (
    field.type === 'object' &&
    'label' in properties &&
    ACTION_KEYS.some((key) => key in properties)
  )
    return 'action';
  if (isImageField(field)) return 'image';
  if (field.enum && isIconChoice(field.enum)) return 'icon';
  if (field.enum) return 'enum';
  if (field.type === 'string') return 'text';
  if (field.type === 'number' || field.type === 'integer') return 'number';
  if (field.type === 'boolean') return 'boolean';
  if (isFlagOrText(field)) return 'flagOrText';
  if (field.type === 'array') return 'list';
  if (field.type === 'object' && field.properties) return 'group';
  return 'unsupported';
}

/**
 * `value` without the links it may leave out (in groups within it too): a link the example
 * gives an item leads where the example's author chose. Copied into a new item, it led the
 * newcomer's card there unasked, and no check says so, where a text still as the example has
 * it is flagged (`example-text`) until it is rewritten.
 */
function withoutOptionalLinks(schema: JSONSchema7, value: unknown): unknown {
  const field = unwrap(schema);
  if (fieldKind(field) !== 'group' || typeof value !== 'object' || value === null) return value;
  const required = new Set(field.required ?? []);
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, part]) => {
      const partSchema = asSchema(field.properties?.[key]);
      if (!required.has(key) && fieldKind(partSchema) === 'action') return [];
      return [[key, withoutOptionalLinks(partSchema, part)]];
    }),
  );
}

/**
 * A new list item: the block example's first item when there is one (its words, which the
 * content review asks to replace, but not the links it may leave out), else made from the
 * schema.
 */
export function newItem(schema: JSONSchema7, template: unknown): unknown {
  if (template !== undefined) return withoutOptionalLinks(schema, structuredClone(template));
  const field = unwrap(schema);
  switch (fieldKind(field)) {
    case 'icon':
    case 'enum':
      return field.enum?.[0] ?? '';
    case 'number':
      return field.minimum ?? 0;
    case 'boolean':
    case 'flagOrText':
      return false;
    case 'list':
      return [];
    case 'action':
      // A label that says where it leads: "Learn more" is the review's vague-link-text.
      return { label: 'Go to the home page', to: '/' };
    case 'group':
      return Object.fromEntries(
        (field.required ?? []).map((key) => [
          key,
          newItem(asSchema(field.properties?.[key]), undefined),
        ]),
      );
    default:
      return '';
  }
}

/** A label from a field name: `monthlyFee` → "Monthly fee". */
export { spelledOut as labelOf } from '../../words.ts';

/**
 * The fields of the map at `path` of a value the schema governs (a list's item by its index),
 * in the schema's order, a tag first (a constant such as a block's `type`, which the generated
 * schema lists last but every block writes first): where a field the map lacks goes when it is
 * filled.
 */
export function keysInOrder(schema: JSONSchema7, path: readonly (string | number)[]): string[] {
  let at = unwrap(schema);
  for (const segment of path) {
    const next = typeof segment === 'number' ? at.items : at.properties?.[segment];
    at = unwrap(asSchema(Array.isArray(next) ? next[0] : next));
  }
  const keys = Object.keys(at.properties ?? {});
  const isTag = (key: string) => asSchema(at.properties![key]).const !== undefined;
  return [...keys.filter(isTag), ...keys.filter((key) => !isTag(key))];
}
