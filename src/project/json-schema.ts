/**
 * JSON Schemas for editors, generated from the zod schemas with zod 4's `z.toJSONSchema`, so a
 * YAML file in VS Code (Red Hat YAML extension) gets completion, hover help and red underlines
 * from the same rules the validator applies. Checks that need the whole project (a route
 * exists, a form exists) stay in the validator; the rule "exactly one action" is added here,
 * to the schema tagged as an action, with the keys of the action registry.
 */
import * as z from 'zod';
import { actionKeys } from '../actions/action-schema.ts';
import { formSchema } from '../content/form-schema.ts';
import { tagOf } from '../content/schema-introspection.ts';
import { pageSchema } from './page-schema.ts';
import { siteSchema } from '../content/site-schema.ts';

export const schemaFiles = {
  page: 'schemas/page.schema.json',
  form: 'schemas/form.schema.json',
  site: 'schemas/site.schema.json',
} as const;

export type SchemaKind = keyof typeof schemaFiles;

/** Formats zod names that JSON Schema does not define; their `pattern` says the same. */
const ZOD_ONLY_FORMATS = new Set(['starts_with', 'ends_with', 'includes', 'regex']);

function toJsonSchema(schema: z.ZodType, title: string): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override({ zodSchema, jsonSchema }) {
      if (typeof jsonSchema.format === 'string' && ZOD_ONLY_FORMATS.has(jsonSchema.format)) {
        delete jsonSchema.format;
      }
      if (tagOf(zodSchema) === 'action') {
        // Exactly one action: an object with two kinds' keys matches two branches and fails.
        jsonSchema.oneOf = actionKeys.map((key) => ({ required: [key] }));
      }
    },
  });
  return { ...json, title };
}

export function buildJsonSchemas(): Record<SchemaKind, Record<string, unknown>> {
  return {
    page: toJsonSchema(pageSchema, 'Page (pages/*.yaml)'),
    form: toJsonSchema(formSchema, 'Form (forms/*.yaml)'),
    site: toJsonSchema(siteSchema, 'Site settings (pages/_site.yaml)'),
  };
}

/** The text of a schema file exactly as committed (stable key order, trailing newline). */
export function schemaFileText(schema: Record<string, unknown>): string {
  return JSON.stringify(schema, null, 2) + '\n';
}
