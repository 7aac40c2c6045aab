/**
 * What a field allows, in words, for the hint beside a text typed on the page: its limits and
 * format from the JSON Schema the definitions generate (`minLength`, `maxLength`, `pattern`,
 * `minimum`/`maximum`), whether it takes several lines, and its name as a label.
 */
import type { JSONSchema7 } from 'json-schema';
import { blockSchema, pageJsonSchema } from './block-catalogue.ts';
import { asSchema, labelOf, unwrap } from './form-view/schema-kinds.ts';
import type { FieldPath } from './preview-protocol.ts';

/** Fields written as paragraphs (the form view shows them as text areas too). */
const LONG_TEXT = /^(text|intro|answer|description|note|quote|body|bio|excerpt|summary)$/;

/** Patterns the definitions use, in words; any other is "a set format". */
const PATTERNS: Record<string, string> = {
  '^[a-z][a-z0-9-]*$': 'small letters, digits and dashes',
  '^\\/.*': 'an address starting with /',
};

export interface FieldHint {
  label: string;
  hint: string;
  multiline: boolean;
}

function schemaAt(root: JSONSchema7, path: readonly (string | number)[]): JSONSchema7 {
  let at = unwrap(root);
  for (const segment of path) {
    const next = typeof segment === 'number' ? at.items : at.properties?.[segment];
    at = unwrap(asSchema(Array.isArray(next) ? next[0] : next));
  }
  return at;
}

/**
 * The hint for the field at `path` of a page (`blockType`: the type of the block the path is
 * in, when it starts `['blocks', i]`).
 */
export function fieldHint(
  path: FieldPath,
  blockType: string | undefined,
  /** The file's schema, when it is not a page's (the site settings'). */
  fileSchema: JSONSchema7 = pageJsonSchema,
): FieldHint {
  const inBlock = path[0] === 'blocks' && typeof path[1] === 'number';
  const root = inBlock ? (blockSchema(blockType ?? '') ?? {}) : fileSchema;
  const schema = schemaAt(root, inBlock ? path.slice(2) : path);
  const name = [...path].reverse().find((step): step is string => typeof step === 'string') ?? '';
  const multiline = LONG_TEXT.test(name);
  const said: string[] = [];
  if (schema.type === 'number' || schema.type === 'integer') {
    said.push(schema.type === 'integer' ? 'A whole number' : 'A number');
    if (schema.minimum !== undefined && schema.maximum !== undefined)
      said.push(`from ${schema.minimum} to ${schema.maximum}`);
    else if (schema.minimum !== undefined) said.push(`of ${schema.minimum} or more`);
    else if (schema.maximum !== undefined) said.push(`up to ${schema.maximum}`);
  } else {
    if ((schema.minLength ?? 0) > 0) said.push('Required');
    if (schema.maxLength !== undefined) said.push(`up to ${schema.maxLength} characters`);
    if (schema.pattern) said.push(PATTERNS[schema.pattern] ?? 'in a set format');
  }
  const limits = said.join(', ');
  const keys = multiline ? 'Shift+Enter for a new line' : 'One line: Enter to finish';
  return {
    label: labelOf(name),
    hint: limits ? `${limits.charAt(0).toUpperCase()}${limits.slice(1)}. ${keys}` : keys,
    multiline,
  };
}
