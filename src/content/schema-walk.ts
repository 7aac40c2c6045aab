/**
 * Finds the zod schema that governs a path of a document, so a problem can name what *is*
 * allowed there (the keys of an object for an unknown field). Walks through wrappers (optional,
 * default, pipe…), lists, records and discriminated unions, picking a union's option by the
 * value the document actually has at its discriminator (`type: hero` → the hero schema).
 */
import type { z } from 'zod';

type Def = z.core.$ZodTypeDef & Record<string, unknown>;

const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as Def;

/** The schema with its wrappers removed (optional, default, nullable, pipe's input…). */
export function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    const inner =
      (def.innerType as z.core.$ZodType | undefined) ??
      (def.type === 'pipe' ? (def.in as z.core.$ZodType) : undefined) ??
      (def.type === 'lazy' ? (def.getter as () => z.core.$ZodType)() : undefined);
    if (!inner) return current;
    current = inner;
  }
  return current;
}

function shapeOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | undefined {
  const def = defOf(schema);
  return def.type === 'object' ? (def.shape as Record<string, z.core.$ZodType>) : undefined;
}

/** The literal values an option of a discriminated union accepts at its discriminator. */
function discriminatorValues(option: z.core.$ZodType, key: string): unknown[] {
  const field = shapeOf(unwrap(option))?.[key];
  if (!field) return [];
  const def = defOf(unwrap(field));
  return (def.values as unknown[] | undefined) ?? [];
}

function pickUnionOption(schema: z.core.$ZodType, value: unknown): z.core.$ZodType | undefined {
  const def = defOf(schema);
  const options = def.options as z.core.$ZodType[];
  const key = def.discriminator as string | undefined;
  if (!key || typeof value !== 'object' || value === null) return undefined;
  const given = (value as Record<string, unknown>)[key];
  return options.find((option) => discriminatorValues(option, key).includes(given));
}

/** The schema at `path` of `data`, or undefined where the document leaves the schema. */
export function schemaAt(
  root: z.core.$ZodType,
  path: readonly PropertyKey[],
  data: unknown,
): z.core.$ZodType | undefined {
  let schema: z.core.$ZodType | undefined = root;
  let value = data;
  for (const segment of [...path, null]) {
    schema = schema && unwrap(schema);
    if (schema && defOf(schema).type === 'union') schema = pickUnionOption(schema, value);
    if (!schema || segment === null) return schema && unwrap(schema);
    const def = defOf(schema);
    if (def.type === 'object') schema = shapeOf(schema)?.[String(segment)];
    else if (def.type === 'array') schema = def.element as z.core.$ZodType;
    else if (def.type === 'record') schema = def.valueType as z.core.$ZodType;
    else return undefined;
    value = (value as Record<PropertyKey, unknown> | undefined)?.[segment as never];
  }
  return schema;
}

/** The field names an object at `path` accepts (empty when it is not an object). */
export function knownKeysAt(
  root: z.core.$ZodType,
  path: readonly PropertyKey[],
  data: unknown,
): string[] {
  const schema = schemaAt(root, path, data);
  return (schema && Object.keys(shapeOf(schema) ?? {})) || [];
}
