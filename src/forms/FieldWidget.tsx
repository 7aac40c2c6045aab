/**
 * One field of a form, shown by its type's widget (fields/<type>/view.tsx) with the native input
 * react-hook-form registers (uncontrolled). Ids come from one useId; aria-describedby names the
 * error only while it is shown.
 */
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { FormValues } from '../content/define-field-type.ts';
import type { FormField } from '../content/form-schema.ts';
import { viewOfFieldType } from '../../fields/views.ts';

interface FieldWidgetProps {
  field: FormField;
  register: UseFormRegister<FormValues>;
  error?: string;
}

export function FieldWidget({ field, register, error }: FieldWidgetProps) {
  const id = useId();
  const { Widget } = viewOfFieldType(field.type);
  return <Widget field={field} id={id} registered={register(field.name)} error={error} />;
}
