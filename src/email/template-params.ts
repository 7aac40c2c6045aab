import type { FormValues } from '../content/define-field-type.ts';
import { fieldTypeOf, type FormDefinition } from '../content/form-schema.ts';
import { fillPlaceholders } from '../content/placeholders.ts';

/**
 * The e-mail template's variables: who it is for, which form, the subject (its `{field}`
 * placeholders filled), then every field of the definition in order, written as its type says
 * (a ticked box reads "Yes"). Only defined fields go out, so nothing else (the honeypot) can leak.
 * With a submission id it goes last, as `submission_id`: the same id as the studio's copy, so
 * an e-mail and its lead can be matched, and a retried send is seen to be the same one.
 */
export function templateParams(
  definition: FormDefinition,
  values: FormValues,
  submissionId?: string,
): Record<string, string> {
  const params: Record<string, string> = {
    to_name: 'Admin',
    form_type: definition.email.type,
    // "Resource request: {item}" names what was asked for.
    subject: fillPlaceholders(definition.email.subject, values),
  };
  for (const field of definition.fields) {
    const value = values[field.name];
    params[field.name] = value === undefined ? '' : fieldTypeOf(field.type).toEmail(value);
  }
  if (submissionId) params.submission_id = submissionId;
  return params;
}
