import type { FormDefinition } from '../content/form-schema.ts';

/**
 * The values a form opens with: every field's default, overlaid by a saved draft, overlaid by
 * the opener's prefill (the career position chosen on the page wins over an older draft).
 * Keys that are not fields of the form are ignored.
 */
export function initialValues(
  definition: FormDefinition,
  draft?: Record<string, string>,
  prefill?: Record<string, string>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of definition.fields) {
    values[field.name] = prefill?.[field.name] ?? draft?.[field.name] ?? field.default ?? '';
  }
  return values;
}
