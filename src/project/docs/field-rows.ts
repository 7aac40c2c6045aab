/**
 * Reads a zod object schema as rows of a field table (path, type, required, default,
 * description) for the generated docs. Lists and maps of objects are flattened into
 * `items[].title` rows; tagged schemas (actions, images, downloads) are named, not expanded:
 * they are documented once.
 */
import {
  defOf,
  objectShape,
  peel,
  tagOf,
  type Schema,
} from '../../content/schema-introspection.ts';

export interface FieldRow {
  path: string;
  type: string;
  required: boolean;
  default?: unknown;
  description: string;
}

/** Tagged schemas that are documented once, by name, not expanded where they are used. */
const NAMED = new Set(['action', 'image', 'download-declaration']);
const isNamed = (schema: Schema) => NAMED.has(tagOf(schema) ?? '');

/** A short name for the kind of value, in words an author knows. */
export function typeName(schema: Schema): string {
  const inner = peel(schema).inner;
  const def = defOf(inner);
  const tag = tagOf(inner);
  if (tag === 'action' || tag === 'image') return tag;
  if (tag === 'download-declaration') return 'download';
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
    if (element && objectShape(element) && !isNamed(element)) {
      return [row, ...fieldRows(element, `${path}[].`)];
    }
    if (def.type === 'object' && !isNamed(peeled.inner)) {
      return [row, ...fieldRows(peeled.inner, `${path}.`)];
    }
    return [row];
  });
}
