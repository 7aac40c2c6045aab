/**
 * Turns a form definition into the zod schema that checks what a visitor entered. Generic over
 * every definition: each field's rule comes from its type (fields/<type>.tsx).
 */
import * as z from 'zod';
import { fieldTypeOf, type FormDefinition } from '../content/form-schema.ts';

/**
 * One schema per definition object: a form's definition is a module's constant, and the
 * prerender renders the same form on hundreds of pages, each of which built its schema again
 * (a sixth of what a page with a form cost). A schema is never changed once built; an edited
 * definition (the studio's) is a new object, so it gets a schema of its own.
 */
const schemas = new WeakMap<FormDefinition, ReturnType<typeof buildSchema>>();

export function schemaFromDefinition(definition: FormDefinition) {
  let schema = schemas.get(definition);
  if (!schema) schemas.set(definition, (schema = buildSchema(definition)));
  return schema;
}

function buildSchema(definition: FormDefinition) {
  return z.object(
    Object.fromEntries(
      definition.fields.map((field) => [field.name, fieldTypeOf(field.type).rule(field)]),
    ),
  );
}
