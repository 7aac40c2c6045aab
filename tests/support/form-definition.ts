/** A parsed form definition around the given fields, for tests of the form engine. */
import { formSchema, type FormDefinition } from '../../src/content/form-schema.ts';

/** The two fields most forms open with: a required name and a required email. */
export const nameAndEmail = [
  { name: 'name', label: 'Full Name', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true },
];

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
