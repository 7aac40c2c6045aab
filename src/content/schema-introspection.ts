/**
 * The one module that reads zod schemas: their definitions (`_zod.def`), their wrappers, their
 * object shapes, their tags (tags.ts), and the schema that governs a path of a document. The
 * docs (field-rows.ts), the JSON Schema (json-schema.ts), the error messages (issue-message.ts),
 * the download table (downloads.ts) and dated items (dated-items.ts) read schemas only through it.
 */
import type { z } from 'zod';
import type { ImageLayoutName } from '../media/layouts.ts';
import { schemaTags, type Expiry, type SchemaTag, type TagData, type TextKind } from './tags.ts';

export type Schema = z.core.$ZodType;
export type Def = z.core.$ZodTypeDef & Record<string, unknown>;

export const defOf = (schema: Schema): Def => schema._zod.def as Def;

export const descriptionOf = (schema: Schema) => (schema as { description?: string }).description;

/**
 * What the walks below ask of a schema again and again, remembered per schema: a build walks
 * every block of every page several times (pictures, dated items, buttons, texts), and zod's
 * registry lookup copies the metadata of each parent on every call. Schemas do not change once
 * made, and a tag is added where its schema is made (tags.ts), before any walk can meet it.
 */
const unwrapped = new WeakMap<Schema, Schema>();
const tagData = new WeakMap<Schema, { data: TagData | undefined }>();
const unionOptions = new WeakMap<Schema, Map<unknown, Schema>>();

/** The schema with its wrappers removed (optional, default, nullable, pipe's input, lazy…). */
export function unwrap(schema: Schema): Schema {
  let answer = unwrapped.get(schema);
  if (!answer) unwrapped.set(schema, (answer = unwrapUncached(schema)));
  return answer;
}

function unwrapUncached(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    const inner =
      (def.innerType as Schema | undefined) ??
      (def.type === 'pipe' ? (def.in as Schema) : undefined) ??
      (def.type === 'lazy' ? (def.getter as () => Schema)() : undefined);
    if (!inner) return current;
    current = inner;
  }
  return current;
}

export interface Peeled {
  inner: Schema;
  optional: boolean;
  default?: unknown;
  description?: string;
}

const peeled = new WeakMap<Schema, Readonly<Peeled>>();

/**
 * Like `unwrap`, keeping what the wrappers say: optional, the default, the outermost description.
 * Remembered per schema: the review asks it of every text of every page.
 */
export function peel(schema: Schema): Readonly<Peeled> {
  let answer = peeled.get(schema);
  if (!answer) peeled.set(schema, (answer = Object.freeze(peelUncached(schema))));
  return answer;
}

function peelUncached(schema: Schema): Peeled {
  let current = schema;
  const result: Peeled = { inner: schema, optional: false, description: descriptionOf(schema) };
  for (let depth = 0; depth < 20 && current !== unwrapOnce(current); depth++) {
    const def = defOf(current);
    if (def.type === 'optional') result.optional = true;
    if (def.type === 'default' || def.type === 'prefault') {
      result.optional = true;
      result.default ??= def.defaultValue;
    }
    current = unwrapOnce(current);
    result.description ??= descriptionOf(current);
  }
  result.inner = current;
  return result;
}

function unwrapOnce(schema: Schema): Schema {
  const def = defOf(schema);
  return (
    (def.innerType as Schema | undefined) ?? (def.type === 'pipe' ? (def.in as Schema) : schema)
  );
}

/** The tag of a schema and its data (through its wrappers), if it has one. */
function tagDataOf(schema: Schema): TagData | undefined {
  let answer = tagData.get(schema);
  if (!answer) {
    answer = { data: schemaTags.get(schema) ?? schemaTags.get(unwrap(schema)) };
    tagData.set(schema, answer);
  }
  return answer.data;
}

/** The tag of a schema (through its wrappers), if it has one: `action`, `image`, `icon`… */
export function tagOf(schema: Schema): SchemaTag | undefined {
  return tagDataOf(schema)?.tag;
}

/** How the items of a `dated` schema expire, or undefined when it is not dated. */
export function expiryOf(schema: Schema): Expiry | undefined {
  const data = tagDataOf(schema);
  return data?.tag === 'dated' ? data.expiry : undefined;
}

/** How a text field reads (one line or prose, its limit) when its schema says so. */
export function textKindOf(schema: Schema): TextKind | undefined {
  const data = tagDataOf(schema);
  return data?.tag === 'text' ? data.text : undefined;
}

/** Whether a string schema constrains its form (a pattern, a prefix, an e-mail, a URL). */
export function hasStringFormat(schema: Schema): boolean {
  const def = defOf(schema);
  const checks = (def.checks as Schema[] | undefined) ?? [];
  return def.check === 'string_format' || checks.some((c) => defOf(c).check === 'string_format');
}

/** The layout of a picture schema (src/media/layouts.ts), or undefined when it is none. */
export function imageLayoutOf(schema: Schema): ImageLayoutName | undefined {
  const data = tagDataOf(schema);
  return data?.tag === 'image' ? data.layout : undefined;
}

/** The fields of an object schema, or undefined when it is not an object. */
export function objectShape(schema: Schema): Record<string, Schema> | undefined {
  const def = defOf(unwrap(schema));
  return def.type === 'object' ? (def.shape as Record<string, Schema>) : undefined;
}

/** The names of an object's fields that carry a tag (the curriculum's `download`). */
export function taggedFields(schema: Schema, tag: SchemaTag): string[] {
  return Object.entries(objectShape(schema) ?? {})
    .filter(([, field]) => tagOf(field) === tag)
    .map(([name]) => name);
}

/** The literal values an option of a discriminated union accepts at its discriminator. */
function discriminatorValues(option: Schema, key: string): unknown[] {
  const field = objectShape(option)?.[key];
  if (!field) return [];
  return (defOf(unwrap(field)).values as unknown[] | undefined) ?? [];
}

function pickUnionOption(schema: Schema, value: unknown): Schema | undefined {
  const def = defOf(schema);
  const options = def.options as Schema[];
  const key = def.discriminator as string | undefined;
  if (!key || typeof value !== 'object' || value === null) return undefined;
  const given = (value as Record<string, unknown>)[key];
  let byValue = unionOptions.get(schema);
  if (!byValue) {
    // The first option that accepts a value wins, as a search of the options in order would.
    byValue = new Map();
    for (const option of options) {
      for (const accepted of discriminatorValues(option, key))
        if (!byValue.has(accepted)) byValue.set(accepted, option);
    }
    unionOptions.set(schema, byValue);
  }
  return byValue.get(given);
}

/**
 * What a walk asks of a field's schema at every value it meets, remembered per schema: a build
 * walks every value of every page four times (schema-walk.ts).
 */
export interface FieldPlan {
  /** The schema with its wrappers removed: what governs its values, unless it is a union. */
  unwrapped: Schema;
  /** A discriminated union: the option each value picks governs it. */
  union: boolean;
  tag: SchemaTag | undefined;
}

const fieldPlans = new WeakMap<Schema, FieldPlan>();

export function fieldPlan(schema: Schema): FieldPlan {
  let plan = fieldPlans.get(schema);
  if (!plan) {
    const unwrapped = unwrap(schema);
    plan = { unwrapped, union: defOf(unwrapped).type === 'union', tag: tagOf(schema) };
    fieldPlans.set(schema, plan);
  }
  return plan;
}

/** governingSchema from a field's plan. */
export const governingOf = (plan: FieldPlan, value: unknown): Schema | undefined =>
  plan.union ? pickUnionOption(plan.unwrapped, value) : plan.unwrapped;

/**
 * The schema that governs `value` where `schema` stands: its wrappers removed and, for a
 * discriminated union, the option the value picks at its discriminator (`type: hero` → the hero
 * schema). Undefined when no option matches.
 */
export function governingSchema(schema: Schema, value: unknown): Schema | undefined {
  return governingOf(fieldPlan(schema), value);
}

/** How a governing schema leads one step down, remembered per schema (childSchema's answers). */
export interface ChildPlan {
  /** An object's fields. */
  shape?: Record<string, Schema>;
  /** A list's items or a record's values, whatever the key. */
  each?: Schema;
}

const childPlans = new WeakMap<Schema, ChildPlan>();

export function childPlan(governing: Schema): ChildPlan {
  let plan = childPlans.get(governing);
  if (!plan) {
    const def = defOf(governing);
    plan =
      def.type === 'object'
        ? { shape: objectShape(governing) ?? {} }
        : def.type === 'array'
          ? { each: def.element as Schema }
          : def.type === 'record'
            ? { each: def.valueType as Schema }
            : {};
    childPlans.set(governing, plan);
  }
  return plan;
}

/** childSchema from a governing schema's plan. */
export const childOf = (plan: ChildPlan, segment: PropertyKey): Schema | undefined =>
  plan.shape ? plan.shape[String(segment)] : plan.each;

/** One step down from a governing schema: a field of an object, the items of a list or record. */
export function childSchema(governing: Schema, segment: PropertyKey): Schema | undefined {
  return childOf(childPlan(governing), segment);
}

/** Every schema one step down from a governing schema can lead to (childSchema's answers). */
export function childSchemas(governing: Schema): Schema[] {
  const { shape, each } = childPlan(governing);
  return shape ? Object.values(shape) : each ? [each] : [];
}

/**
 * Whether a walk down from `schema` (governingSchema, then childSchema, level after level) can
 * reach a schema for which `found` holds, whatever the data: a walk over a document can leave
 * out the parts where it cannot. Each union option counts, since the data picks one.
 */
export function canReach(schema: Schema, found: (governing: Schema) => boolean): boolean {
  const seen = new Set<Schema>();
  const fromGoverning = (governing: Schema): boolean =>
    found(governing) || childSchemas(governing).some(fromRaw);
  const fromRaw = (raw: Schema): boolean => {
    if (seen.has(raw)) return false;
    seen.add(raw);
    const unwrapped = unwrap(raw);
    const def = defOf(unwrapped);
    return def.type === 'union'
      ? (def.options as Schema[]).some(fromGoverning)
      : fromGoverning(unwrapped);
  };
  return fromRaw(schema);
}

/**
 * `canReach` for one `found`, remembered per schema: what a pruned walk asks of every field it
 * meets (may pictures, dated items, buttons be in there?).
 */
export function reachTest(found: (governing: Schema) => boolean): (schema: Schema) => boolean {
  const answers = new WeakMap<Schema, boolean>();
  return (schema) => {
    let answer = answers.get(schema);
    if (answer === undefined) answers.set(schema, (answer = canReach(schema, found)));
    return answer;
  };
}

/**
 * The schema at `path` of `data`, or undefined where the document leaves the schema. Walks
 * through wrappers, lists, records and discriminated unions, picking a union's option by the
 * value the document has at its discriminator. A walk over a whole document steps with
 * governingSchema and childSchema instead, rather than starting from the root at every node.
 */
export function schemaAt(
  root: Schema,
  path: readonly PropertyKey[],
  data: unknown,
): Schema | undefined {
  let schema: Schema | undefined = root;
  let value = data;
  for (const segment of path) {
    const governing = governingSchema(schema, value);
    schema = governing && childSchema(governing, segment);
    if (!schema) return undefined;
    value = (value as Record<PropertyKey, unknown> | undefined)?.[segment as never];
  }
  const governing = governingSchema(schema, value);
  return governing && unwrap(governing);
}

/** The field names an object at `path` accepts (empty when it is not an object). */
export function knownKeysAt(root: Schema, path: readonly PropertyKey[], data: unknown): string[] {
  const schema = schemaAt(root, path, data);
  return (schema && Object.keys(objectShape(schema) ?? {})) || [];
}
