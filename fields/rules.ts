/**
 * What the field type definitions share (no React): the length limits, the rule for text, the
 * text value and the `maxLength` option of the text-like types.
 */
import * as z from 'zod';
import type { CommonField } from '../src/content/define-field-type.ts';

export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5_000;

/** The same option object wherever a type accepts it, so the merged form schema has one. */
export const maxLengthOption = {
  maxLength: z.number().int().positive().optional().describe('Longest accepted value'),
};

/**
 * The rule for what a visitor types: trimmed; empty is fine unless required (the message names
 * the field); at most `max` characters; then the type's own format, if any.
 */
export function textRule(
  field: CommonField,
  max: number,
  formatProblem: (value: string) => string | undefined = () => undefined,
  emptyMessage = `Please fill in “${field.label}”.`,
) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (field.required) ctx.addIssue({ code: 'custom', message: emptyMessage });
        return;
      }
      if (value.length > max) {
        ctx.addIssue({
          code: 'custom',
          message: `“${field.label}” can be at most ${max.toLocaleString('en-US')} characters.`,
        });
        return;
      }
      const problem = formatProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** What the text-like types share: a string that starts as the default or empty. */
export const textValue = {
  defaultValue: z.string(),
  initial: (field: CommonField) => (typeof field.default === 'string' ? field.default : ''),
  restore: (saved: unknown) => (typeof saved === 'string' ? saved : undefined),
  toEmail: (sent: unknown) => String(sent ?? ''),
};
