import * as z from 'zod';
import { defineFieldType } from '../../src/content/define-field-type.ts';
import { text } from '../../src/content/fields.ts';
import { optionsFrom } from '../../src/content/option-rules.ts';
import { SHORT_TEXT_MAX, textRule, textValue } from '../rules.ts';

const option = z.strictObject({
  value: z.string().describe('Value sent with the form'),
  label: text('Text the visitor sees'),
});

export const select = defineFieldType({
  type: 'select',
  description: 'One choice from a list; its `default` must be one of the option values.',
  options: {
    options: z.array(option).optional().describe('For select: the choices'),
    optionsFrom: optionsFrom.optional(),
  },
  ...textValue,
  check: (field, report) => {
    const values = field.options?.map((o) => o.value) ?? [];
    // Options from a rule (optionsFrom) are added when the site is built.
    if (!values.length && !field.optionsFrom) {
      report({
        key: 'options',
        problem: 'select-without-options',
        message: 'a select needs options',
      });
    } else if (field.default !== undefined && !values.includes(String(field.default))) {
      report({
        key: 'default',
        problem: 'bad-select-default',
        message: `default "${field.default}" is not one of the options: ${values.join(', ')}`,
      });
    }
  },
  rule: (field) => {
    const values = field.options?.map((option) => option.value) ?? [];
    return textRule(
      field,
      SHORT_TEXT_MAX,
      (value) =>
        values.includes(value) ? undefined : `Choose one of the options for “${field.label}”.`,
      `Please choose “${field.label}”.`,
    );
  },
});
