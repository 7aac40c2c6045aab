/**
 * Reads a zod object schema as rows of a field table (path, type, required, default,
 * description) for the generated docs. Lists and maps of objects are flattened into
 * `items[].title` rows; actions and images are named, not expanded (they are documented once).
 */
import type { z } from 'zod';

export interface FieldRow {
  path: string;
  type: string;
  required: boolean;
  default?: unknown;
  description: string;
}

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: Schema) => schema._zod.def as Def;
const descriptionOf = (schema: Schema) => (schema as { description?: string }).description;

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch']);
const ACTION_KEYS = ['label', 'to', 'href', 'modal', 'scrollTo', 'download'];

interface Unwrapped {
  inner: Schema;
  optional: boolean;
  default?: unknown;
  description?: string;
}

/** Peels optional/default wrappers, keeping the outermost description and the default. */
function peel(schema: Schema): Unwrapped {
  let current = schema;
  const result: Unwrapped = { inner: schema, optional: false, description: descriptionOf(schema) };
  while (WRAPPERS.has(defOf(current).type) || defOf(current).type === 'pipe') {
    const def = defOf(current);
    if (def.type === 'optional') result.optional = true;
    if (def.type === 'default' || def.type === 'prefault') {
      result.optional = true;
      result.default ??= def.defaultValue;
    }
    current = (def.innerType ?? def.in) as Schema;
    result.description ??= descriptionOf(current);
  }
  result.inner = current;
  return result;
}

export function objectShape(schema: Schema): Record<string, Schema> | undefined {
  const def = defOf(peel(schema).inner);
  return def.type === 'object' ? (def.shape as Record<string, Schema>) : undefined;
}

export function isActionSchema(schema: Schema): boolean {
  const keys = Object.keys(objectShape(schema) ?? {});
  return ACTION_KEYS.every((key) => keys.includes(key));
}

function isImageSchema(schema: Schema): boolean {
  const keys = Object.keys(objectShape(schema) ?? {});
  return ['src', 'alt', 'width', 'height'].every((key) => keys.includes(key));
}

/** A short name for the kind of value, in words an author knows. */
export function typeName(schema: Schema): string {
  const inner = peel(schema).inner;
  const def = defOf(inner);
  if (isActionSchema(inner)) return 'action';
  if (isImageSchema(inner)) return 'image';
  switch (def.type) {
    case 'string':
      return 'text';
    case 'number':
    case 'int':
      return 'number';
    case 'boolean':
      return 'true/false';
    case 'enum':
      return Object.values(def.entries as Record<string, string>).length > 12
        ? 'name (see list)'
        : `one of: ${Object.values(def.entries as Record<string, string>).join(', ')}`;
    case 'literal':
      return `exactly ${(def.values as unknown[]).map(String).join(', ')}`;
    case 'union': {
      const options = def.options as Schema[];
      if (options.every((o) => defOf(o).type === 'literal')) {
        return `one of: ${options.flatMap((o) => defOf(o).values as unknown[]).join(', ')}`;
      }
      return options.map(typeName).join(' or ');
    }
    case 'array':
      return `list of ${typeName(def.element as Schema)}`;
    case 'record':
      return `map of ${typeName(def.valueType as Schema)}`;
    case 'object':
      return 'map';
    default:
      return def.type;
  }
}

/** The rows of an object schema, nested objects and lists of objects flattened. */
export function fieldRows(schema: Schema, prefix = ''): FieldRow[] {
  const shape = objectShape(schema) ?? {};
  return Object.entries(shape).flatMap(([key, field]) => {
    const peeled = peel(field);
    const path = prefix + key;
    const row: FieldRow = {
      path,
      type: typeName(field),
      required: !peeled.optional,
      default: peeled.default,
      description: peeled.description ?? '',
    };
    const def = defOf(peeled.inner);
    const element = def.type === 'array' ? (def.element as Schema) : undefined;
    if (element && objectShape(element) && !isActionSchema(element) && !isImageSchema(element)) {
      return [row, ...fieldRows(element, `${path}[].`)];
    }
    if (def.type === 'object' && !isActionSchema(peeled.inner) && !isImageSchema(peeled.inner)) {
      return [row, ...fieldRows(peeled.inner, `${path}.`)];
    }
    return [row];
  });
}
