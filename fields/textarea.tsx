import { z } from 'zod';
import { defineFieldType } from '../src/content/define-field-type.ts';
import {
  control,
  controlProps,
  FieldFrame,
  LONG_TEXT_MAX,
  maxLengthOption,
  textRule,
  textValue,
} from './parts.tsx';

export const textarea = defineFieldType({
  type: 'textarea',
  description: 'Several lines of text.',
  options: {
    ...maxLengthOption,
    rows: z.number().int().positive().optional().describe('For textarea: visible lines'),
  },
  ...textValue,
  rule: (field) => textRule(field, field.maxLength ?? LONG_TEXT_MAX),
  Widget: (props) => (
    <FieldFrame {...props}>
      <textarea
        {...controlProps(props)}
        className={control}
        rows={props.field.rows ?? 4}
        maxLength={props.field.maxLength ?? LONG_TEXT_MAX}
        placeholder={props.field.placeholder}
      />
    </FieldFrame>
  ),
});
