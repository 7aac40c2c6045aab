import type { FormDefinition } from '../content/form-schema.ts';
import { fillPlaceholders } from '../content/placeholders.ts';

export type FormValues = Record<string, string>;

/**
 * The e-mail template's variables: who it is for, which form, the subject (its `{field}`
 * placeholders filled), then every field of
 * the definition in order. Only defined fields go out, so nothing else (the honeypot) can leak.
 */
export function templateParams(definition: FormDefinition, values: FormValues): FormValues {
  const params: FormValues = {
    to_name: 'Admin',
    form_type: definition.email.type,
    // "Resource request: {item}" names what was asked for.
    subject: fillPlaceholders(definition.email.subject, values),
  };
  for (const field of definition.fields) params[field.name] = values[field.name] ?? '';
  return params;
}
