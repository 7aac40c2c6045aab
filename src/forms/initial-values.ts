import type { FormValues } from '../content/define-field-type.ts';
import { fieldTypeOf, type FormDefinition } from '../content/form-schema.ts';

/**
 * The values a form opens with: every field's default, overlaid by a saved draft, overlaid by
 * the opener's prefill (the career position chosen on the page wins over an older draft). Keys
 * that are not fields of the form, and values that do not fit a field's type, are ignored.
 */
export function initialValues(
  definition: FormDefinition,
  draft?: Record<string, unknown>,
  prefill?: Record<string, string>,
): FormValues {
  const values: FormValues = {};
  for (const field of definition.fields) {
    const type = fieldTypeOf(field.type);
    values[field.name] =
      type.restore(prefill?.[field.name]) ??
      type.restore(draft?.[field.name]) ??
      type.initial(field);
  }
  return values;
}
