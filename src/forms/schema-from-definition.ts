/**
 * Turns a form definition into the zod schema that checks what a visitor typed. Generic over
 * every definition: the rules come from each field's type, `required`, options and length.
 */
import { z } from 'zod';
import type { FormDefinition, FormField } from '../content/form-schema.ts';

// zod 4 compiles fast parsers with `new Function` when it may; the site's Content-Security-Policy
// forbids eval (and reports even zod's probe for it), and forms are small: parse without it.
z.config({ jitless: true });

export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5_000;

/** Digits with the usual separators, an optional leading +, and 7 to 15 digits in all. */
const TEL_PATTERN = /^\+?[\d\s().-]+$/;
const emailFormat = z.email();

export function maxLengthOf(field: FormField): number {
  return field.maxLength ?? (field.type === 'textarea' ? LONG_TEXT_MAX : SHORT_TEXT_MAX);
}

function formatProblem(field: FormField, value: string): string | undefined {
  switch (field.type) {
    case 'email':
      return emailFormat.safeParse(value).success
        ? undefined
        : 'Enter a valid email address, like name@example.com.';
    case 'url': {
      let protocol = '';
      try {
        protocol = new URL(value).protocol;
      } catch {
        // not a URL at all
      }
      return protocol === 'http:' || protocol === 'https:'
        ? undefined
        : 'Enter a full web address starting with https://';
    }
    case 'tel': {
      const digits = value.replace(/\D/g, '').length;
      return TEL_PATTERN.test(value) && digits >= 7 && digits <= 15
        ? undefined
        : 'Enter a valid phone number, like (555) 123-4567.';
    }
    case 'select': {
      const values = field.options?.map((option) => option.value) ?? [];
      return values.includes(value) ? undefined : `Choose one of the options for “${field.label}”.`;
    }
    default:
      return undefined;
  }
}

export function fieldSchema(field: FormField) {
  const max = maxLengthOf(field);
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (field.required) {
          ctx.addIssue({
            code: 'custom',
            message:
              field.type === 'select'
                ? `Please choose “${field.label}”.`
                : `Please fill in “${field.label}”.`,
          });
        }
        return;
      }
      if (value.length > max) {
        ctx.addIssue({
          code: 'custom',
          message: `“${field.label}” can be at most ${max.toLocaleString('en-US')} characters.`,
        });
        return;
      }
      const problem = formatProblem(field, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

export function schemaFromDefinition(definition: FormDefinition) {
  return z.object(
    Object.fromEntries(definition.fields.map((field) => [field.name, fieldSchema(field)])),
  );
}

export type SubmittedValues = Record<string, string>;
