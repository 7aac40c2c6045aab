import { defineFieldView } from '../../src/forms/define-field-view.ts';
import { control, controlProps, FieldFrame } from '../parts.tsx';
import { LONG_TEXT_MAX } from '../rules.ts';
import type { textarea } from './definition.ts';

export default defineFieldView<typeof textarea>('textarea', (props) => (
  <FieldFrame {...props}>
    <textarea
      {...controlProps(props)}
      className={control}
      rows={props.field.rows ?? 4}
      maxLength={props.field.maxLength ?? LONG_TEXT_MAX}
      placeholder={props.field.placeholder}
    />
  </FieldFrame>
));
