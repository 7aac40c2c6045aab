/**
 * A box to tick, e.g. consent to be e-mailed. Its value is true or false; `required` means it
 * must be ticked. The label stands beside the box, the error under both.
 */
import { z } from 'zod';
import { defineFieldType } from '../src/content/define-field-type.ts';
import { columnsOf, controlProps, FieldError, RequiredMark } from './parts.tsx';

export const checkbox = defineFieldType({
  type: 'checkbox',
  description: 'A box to tick; `required` means it must be ticked. The e-mail says Yes or No.',
  options: {},
  defaultValue: z.boolean(),
  initial: (field) => field.default === true,
  restore: (saved) => (typeof saved === 'boolean' ? saved : undefined),
  rule: (field) =>
    z.boolean().refine((ticked) => ticked || !field.required, {
      message: `Please tick “${field.label}”.`,
    }),
  toEmail: (sent) => (sent === true ? 'Yes' : 'No'),
  Widget: (props) => (
    <div data-field className={`scroll-mt-4 ${columnsOf(props.field)}`}>
      <div className="flex items-start gap-3">
        <input
          {...controlProps(props)}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
        <label htmlFor={props.id} className="text-sm text-ink">
          {props.field.label}
          {props.field.required && <RequiredMark />}
        </label>
      </div>
      <FieldError id={props.id} error={props.error} />
    </div>
  ),
});
