/**
 * One field of a form: its label, the native input react-hook-form registers (uncontrolled), and
 * its error. Ids come from one useId; aria-describedby names the error only while it is shown.
 */
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { FormField } from '../content/form-schema.ts';
import { maxLengthOf } from './schema-from-definition.ts';

const control =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20';

const inputTypes = { text: 'text', email: 'email', tel: 'tel', url: 'url' } as const;
const inputModes = { email: 'email', tel: 'tel', url: 'url' } as const;

interface FieldWidgetProps {
  field: FormField;
  register: UseFormRegister<Record<string, string>>;
  error?: string;
}

export function FieldWidget({ field, register, error }: FieldWidgetProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const registered = register(field.name);
  if (field.type === 'hidden') return <input type="hidden" {...registered} />;

  const common = {
    id,
    ...registered,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': field.required || undefined,
    className: control,
  };

  let input;
  if (field.type === 'textarea') {
    input = (
      <textarea
        {...common}
        rows={field.rows ?? 4}
        maxLength={maxLengthOf(field)}
        placeholder={field.placeholder}
      />
    );
  } else if (field.type === 'select') {
    input = (
      <select {...common}>
        <option value="">{field.placeholder ?? 'Select an option'}</option>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    const type = field.type;
    input = (
      <input
        {...common}
        type={inputTypes[type]}
        inputMode={type === 'text' ? undefined : inputModes[type]}
        autoComplete={field.autocomplete}
        placeholder={field.placeholder}
        maxLength={maxLengthOf(field)}
      />
    );
  }

  return (
    <div
      data-field
      className={`scroll-mt-4 ${field.width === 'half' ? 'sm:col-span-1' : 'sm:col-span-2'}`}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {field.label}
        {field.required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {input}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
