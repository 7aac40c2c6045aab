/**
 * Pieces the field types share: the frame of label, input and error; the props every control
 * gets; the rule for text; and the `maxLength` option of the text-like types.
 */
import type { ReactNode } from 'react';
import { z } from 'zod';
import type { CommonField, FieldWidgetProps } from '../src/content/define-field-type.ts';

export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5_000;

export const control =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20';

/** The same option object wherever a type accepts it, so the merged form schema has one. */
export const maxLengthOption = {
  maxLength: z.number().int().positive().optional().describe('Longest accepted value'),
};

export const errorIdOf = (id: string) => `${id}-error`;

/** Props of the control itself: registered with the form, tied to its error, marked required. */
export function controlProps({ field, id, registered, error }: FieldWidgetProps) {
  return {
    id,
    ...registered,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : undefined,
    'aria-required': field.required || undefined,
  };
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={errorIdOf(id)} className="mt-1.5 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

export const RequiredMark = () => (
  <span aria-hidden="true" className="text-red-700">
    {' '}
    *
  </span>
);

export function columnsOf(field: CommonField) {
  return field.width === 'half' ? 'sm:col-span-1' : 'sm:col-span-2';
}

/** Label above the control, error below: the frame of every field but the checkbox. */
export function FieldFrame({
  field,
  id,
  error,
  children,
}: Omit<FieldWidgetProps, 'registered'> & { children: ReactNode }) {
  return (
    // data-field and its scroll margin: focusFirstInvalid scrolls the label into view too.
    <div data-field className={`scroll-mt-4 ${columnsOf(field)}`}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {field.label}
        {field.required && <RequiredMark />}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

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
