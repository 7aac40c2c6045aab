/**
 * Drives any form of forms/ the way a visitor does: finds each field by its role and label,
 * types a sample value fitting its type, and reads the values back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { parse } from 'yaml';
import { formSchema, type FormDefinition, type FormField } from '../../src/content/form-schema.ts';
import { withRuleOptions } from '../../src/content/option-rules.ts';
import { fillPlaceholders } from '../../src/content/placeholders.ts';
import { E2E_BUILD_DATE } from './email-stand-in-client.ts';
import { baseUrl, visit } from './harness.ts';

export const definitions: FormDefinition[] = readdirSync('forms')
  .filter((file) => file.endsWith('.yaml'))
  .sort()
  .map((file) => formSchema.parse(parse(readFileSync(`forms/${file}`, 'utf8'))))
  // As the build made them: rule options (the cohorts) computed for the pinned build date.
  .map((definition) => withRuleOptions(definition, E2E_BUILD_DATE));

export const visibleFields = (definition: FormDefinition) =>
  definition.fields.filter((field) => field.type !== 'hidden');

export function fieldIn(scope: Locator, field: FormField): Locator {
  if (field.type === 'date') return scope.getByLabel(field.label, { exact: true });
  const roles = { select: 'combobox', checkbox: 'checkbox', number: 'spinbutton' } as const;
  const role = roles[field.type as keyof typeof roles] ?? 'textbox';
  return scope.getByRole(role, { name: field.label, exact: true });
}

/** What a visitor enters: text, or true for a box to tick. */
export type Entered = string | boolean;

export function sampleValue(definition: FormDefinition, field: FormField): Entered {
  // The path of a file to download is a button's business (resource-requests.test.ts).
  if (field.name === definition.downloadFrom) return '';
  switch (field.type) {
    case 'email':
      return `ana.${definition.id}@example.com`;
    case 'tel':
      return '(555) 010-2000';
    case 'url':
      return `https://example.com/${field.name}`;
    case 'textarea':
      return `Some words about ${field.name}.\nA second line.`;
    case 'select': {
      // Not the default, so that a kept value is told apart from a reset one.
      const choice = field.options!.find((option) => option.value !== field.default);
      return choice!.value;
    }
    case 'checkbox':
      return true;
    case 'number':
      return String(field.max ?? field.min ?? 3);
    case 'date':
      return '2027-03-14';
    default:
      return `Sample ${field.name}`;
  }
}

export function sampleValues(definition: FormDefinition): Record<string, Entered> {
  return Object.fromEntries(
    definition.fields.map((field) => [field.name, sampleValue(definition, field)]),
  );
}

/** The sample values as the e-mail template receives them: a ticked box reads "Yes". */
export function sentValues(definition: FormDefinition): Record<string, string> {
  return Object.fromEntries(
    Object.entries(sampleValues(definition)).map(([name, value]) => [
      name,
      value === true ? 'Yes' : value === false ? 'No' : value,
    ]),
  );
}

/** What a field shows before anyone touched it. */
export function untouchedValue(field: FormField): Entered {
  if (field.type === 'checkbox') return field.default === true;
  return field.default === undefined ? '' : String(field.default);
}

export async function fillForm(scope: Locator, definition: FormDefinition) {
  for (const field of visibleFields(definition)) {
    const value = sampleValue(definition, field);
    const input = fieldIn(scope, field);
    if (typeof value === 'boolean') await input.setChecked(value);
    else if (field.type === 'select') await input.selectOption(value);
    else await input.fill(value);
  }
}

export async function valuesIn(scope: Locator, definition: FormDefinition) {
  const values: Record<string, Entered> = {};
  for (const field of visibleFields(definition)) {
    const input = fieldIn(scope, field);
    values[field.name] =
      field.type === 'checkbox' ? await input.isChecked() : await input.inputValue();
  }
  return values;
}

/**
 * A text of the form as the visitor sees it: `{field}` placeholders hold the sample values
 * (hidden fields get theirs from the link that opens the form, as a button's prefill would).
 */
export const filled = (definition: FormDefinition, text: string) =>
  fillPlaceholders(text, sampleValues(definition));

const hiddenFieldsQuery = (definition: FormDefinition) =>
  definition.fields
    .filter((field) => field.type === 'hidden')
    .map((field) => `&${field.name}=${encodeURIComponent(sampleValue(definition, field))}`)
    .join('');

/** Opens a form in its modal through a shared link and returns the dialog. */
export async function openFormModal(page: Page, definition: FormDefinition, query = '') {
  await visit(page, `${baseUrl()}/?modal=${definition.id}${hiddenFieldsQuery(definition)}${query}`);
  const dialog = page.getByRole('dialog', { name: filled(definition, definition.title) });
  await dialog.waitFor();
  return dialog;
}

export function submitButton(scope: Locator, definition: FormDefinition) {
  return scope.getByRole('button', { name: definition.submitLabel });
}
