/**
 * Turns a form definition into the zod schema that checks what a visitor entered. Generic over
 * every definition: each field's rule comes from its type (fields/<type>.tsx).
 */
import { z } from 'zod';
import { fieldTypeOf, type FormDefinition } from '../content/form-schema.ts';

export function schemaFromDefinition(definition: FormDefinition) {
  return z.object(
    Object.fromEntries(
      definition.fields.map((field) => [field.name, fieldTypeOf(field.type).rule(field)]),
    ),
  );
}
