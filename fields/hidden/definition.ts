import { defineFieldType } from '../../src/content/define-field-type.ts';
import { SHORT_TEXT_MAX, textRule, textValue } from '../rules.ts';

export const hidden = defineFieldType({
  type: 'hidden',
  description: 'Not shown: sends its `default` or the value a button prefills.',
  options: {},
  ...textValue,
  rule: (field) => textRule(field, SHORT_TEXT_MAX),
});
