import { defineFieldView } from '../../src/forms/define-field-view.ts';
import { columnsOf, controlProps, FieldError, RequiredMark } from '../parts.tsx';
import type { checkbox } from './definition.ts';

export default defineFieldView<typeof checkbox>('checkbox', (props) => (
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
));
