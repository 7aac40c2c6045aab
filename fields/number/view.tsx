import { defineFieldView } from '../../src/forms/define-field-view.ts';
import { control, controlProps, FieldFrame } from '../parts.tsx';
import type { number } from './definition.ts';

export default defineFieldView<typeof number>('number', (props) => (
  <FieldFrame {...props}>
    <input
      {...controlProps(props)}
      className={control}
      type="number"
      inputMode={Number.isInteger(props.field.step ?? 1) ? 'numeric' : 'decimal'}
      min={props.field.min}
      max={props.field.max}
      step={props.field.step}
      placeholder={props.field.placeholder}
    />
  </FieldFrame>
));
