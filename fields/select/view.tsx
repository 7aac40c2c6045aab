import { defineFieldView } from '../../src/forms/define-field-view.ts';
import { control, controlProps, FieldFrame } from '../parts.tsx';
import type { select } from './definition.ts';

export default defineFieldView<typeof select>('select', (props) => (
  <FieldFrame {...props}>
    <select {...controlProps(props)} className={control}>
      <option value="">{props.field.placeholder ?? 'Select an option'}</option>
      {props.field.options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  </FieldFrame>
));
