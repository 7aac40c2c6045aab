/** A parsed form definition around the given fields, for tests of the form engine. */
import { formSchema, type FormDefinition } from '../../src/content/form-schema.ts';

export const formWith = (fields: unknown[], settings: Record<string, unknown> = {}) => ({
  id: 'sample',
  title: 'Sample',
  fields,
  submitLabel: 'Send',
  email: { type: 'sample', template: 'contact', subject: 'New Form Submission' },
  messages: { success: 'Thanks', failure: 'Sorry' },
  ...settings,
});

export const definitionWith = (
  fields: unknown[],
  settings: Record<string, unknown> = {},
): FormDefinition => formSchema.parse(formWith(fields, settings));
