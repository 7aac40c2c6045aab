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
import { baseUrl, hydrated } from './harness.ts';

export const definitions: FormDefinition[] = readdirSync('forms')
  .filter((file) => file.endsWith('.yaml'))
  .sort()
  .map((file) => formSchema.parse(parse(readFileSync(`forms/${file}`, 'utf8'))))
  // As the build made them: rule options (the cohorts) computed for the pinned build date.
  .map((definition) => withRuleOptions(definition, E2E_BUILD_DATE));

export const visibleFields = (definition: FormDefinition) =>
  definition.fields.filter((field) => field.type !== 'hidden');

export function fieldIn(scope: Locator, field: FormField): Locator {
  const role = field.type === 'select' ? 'combobox' : 'textbox';
  return scope.getByRole(role, { name: field.label, exact: true });
}

export function sampleValue(definition: FormDefinition, field: FormField): string {
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
    default:
      return `Sample ${field.name}`;
  }
}

export function sampleValues(definition: FormDefinition): Record<string, string> {
  return Object.fromEntries(
    definition.fields.map((field) => [field.name, sampleValue(definition, field)]),
  );
}

export async function fillForm(scope: Locator, definition: FormDefinition) {
  for (const field of visibleFields(definition)) {
    const value = sampleValue(definition, field);
    if (field.type === 'select') await fieldIn(scope, field).selectOption(value);
    else await fieldIn(scope, field).fill(value);
  }
}

export async function valuesIn(scope: Locator, definition: FormDefinition) {
  const values: Record<string, string> = {};
  for (const field of visibleFields(definition))
    values[field.name] = await fieldIn(scope, field).inputValue();
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
  await page.goto(`${baseUrl()}/?modal=${definition.id}${hiddenFieldsQuery(definition)}${query}`, {
    waitUntil: 'networkidle',
  });
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: filled(definition, definition.title) });
  await dialog.waitFor();
  return dialog;
}

export function submitButton(scope: Locator, definition: FormDefinition) {
  return scope.getByRole('button', { name: definition.submitLabel });
}
