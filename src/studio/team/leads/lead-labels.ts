/**
 * A lead's values in the words of its form: each field under its label, a choice by its
 * option's label, a box ticked as Yes or No; values the form no longer has keep their key.
 */
import type { FormDefinition } from '../../../content/form-schema.ts';

export interface LabelledValue {
  name: string;
  label: string;
  value: string;
}

export function displayValue(
  field: FormDefinition['fields'][number] | undefined,
  value: unknown,
): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((item) => displayValue(field, item)).join(', ');
  const options = (field as { options?: { value: string; label: string }[] } | undefined)?.options;
  const option = options?.find((candidate) => candidate.value === value);
  if (option) return option.label;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function labelledValues(
  form: FormDefinition | undefined,
  values: Record<string, unknown>,
): LabelledValue[] {
  const fields = form?.fields ?? [];
  const known = fields
    .filter((field) => field.name in values)
    .map((field) => ({
      name: field.name,
      label: field.label,
      value: displayValue(field, values[field.name]),
    }));
  const named = new Set(fields.map((field) => field.name));
  const others = Object.keys(values)
    .filter((name) => !named.has(name))
    .map((name) => ({ name, label: name, value: displayValue(undefined, values[name]) }));
  return [...known, ...others];
}

/** Who sent it, in one line for the list: the name fields, else the e-mail. */
export function senderOf(values: Record<string, unknown>): string {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const name = [text('firstName'), text('lastName')].filter(Boolean).join(' ') || text('name');
  return name || text('email') || text('company');
}
