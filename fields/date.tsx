/** A calendar date: the browser's date picker, sent as YYYY-MM-DD. */
import { z } from 'zod';
import { defineFieldType } from '../src/content/define-field-type.ts';
import {
  control,
  controlProps,
  FieldFrame,
  SHORT_TEXT_MAX,
  textRule,
  textValue,
} from './parts.tsx';

const isoDate = z.iso.date();

export const date = defineFieldType({
  type: 'date',
  description: "A calendar date from the browser's date picker; the e-mail gets YYYY-MM-DD.",
  options: {},
  ...textValue,
  defaultValue: isoDate,
  rule: (field) =>
    textRule(field, SHORT_TEXT_MAX, (value) =>
      isoDate.safeParse(value).success ? undefined : `Enter a date for “${field.label}”.`,
    ),
  Widget: (props) => (
    <FieldFrame {...props}>
      <input {...controlProps(props)} className={control} type="date" />
    </FieldFrame>
  ),
});
