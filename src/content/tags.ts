/**
 * Tags on schemas (a zod 4 registry): what a schema *is* (an action, an image, an icon…), so the
 * JSON Schema, the docs and the error messages recognise it by its tag rather than by its keys
 * or values. A tag is inherited by the copies zod makes (`.describe()`, `.optional()` keep
 * a link to their parent), and read through `tagOf` in schema-introspection.ts.
 */
import { z } from 'zod';

export type SchemaTag = 'action' | 'image' | 'icon' | 'download-declaration';

export const schemaTags = z.registry<{ tag: SchemaTag }>();

/** Tags a schema in place and returns it. */
export function tagged<Schema extends z.ZodType>(schema: Schema, tag: SchemaTag): Schema {
  schemaTags.add(schema, { tag });
  return schema;
}
