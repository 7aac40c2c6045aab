/**
 * Pieces the field widgets share: the frame of label, input and error, and the props every
 * control gets.
 */
import type { ReactNode } from 'react';
import type { CommonField } from '../src/content/define-field-type.ts';
import type { FieldWidgetProps } from '../src/forms/define-field-view.ts';

export const control =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20';

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
