import { defineFieldType } from '../src/content/define-field-type.ts';
import { SHORT_TEXT_MAX, textRule, textValue } from './parts.tsx';

export const hidden = defineFieldType({
  type: 'hidden',
  description: 'Not shown: sends its `default` or the value a button prefills.',
  options: {},
  ...textValue,
  rule: (field) => textRule(field, SHORT_TEXT_MAX),
  Widget: ({ registered }) => <input type="hidden" {...registered} />,
});
