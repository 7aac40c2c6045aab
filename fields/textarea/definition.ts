import * as z from 'zod';
import { defineFieldType } from '../../src/content/define-field-type.ts';
import { LONG_TEXT_MAX, maxLengthOption, textRule, textValue } from '../rules.ts';

export const textarea = defineFieldType({
  type: 'textarea',
  description: 'Several lines of text.',
  options: {
    ...maxLengthOption,
    rows: z.number().int().positive().optional().describe('For textarea: visible lines'),
  },
  ...textValue,
  rule: (field) => textRule(field, field.maxLength ?? LONG_TEXT_MAX),
});
