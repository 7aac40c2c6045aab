/**
 * The one-line text types (text, email, tel, url, date): an `<input>` of that HTML type with its
 * keyboard hint, a length limit and the type's own format check.
 */
import type { z } from 'zod';
import { defineFieldType } from '../src/content/define-field-type.ts';
import {
  control,
  controlProps,
  FieldFrame,
  maxLengthOption,
  SHORT_TEXT_MAX,
  textRule,
  textValue,
} from './parts.tsx';

interface SingleLine<Type extends string> {
  type: Type;
  description: string;
  inputMode?: 'email' | 'tel' | 'url';
  /** What `default:` may hold, when narrower than any text. */
  defaultValue?: z.ZodType;
  /** Why the value is not accepted, or undefined. */
  formatProblem?: (value: string) => string | undefined;
}

export function singleLineType<const Type extends string>({
  type,
  description,
  inputMode,
  defaultValue = textValue.defaultValue,
  formatProblem,
}: SingleLine<Type>) {
  return defineFieldType({
    type,
    description,
    options: maxLengthOption,
    ...textValue,
    defaultValue,
    rule: (field) => textRule(field, field.maxLength ?? SHORT_TEXT_MAX, formatProblem),
    Widget: (props) => (
      <FieldFrame {...props}>
        <input
          {...controlProps(props)}
          className={control}
          type={type}
          inputMode={inputMode}
          autoComplete={props.field.autocomplete}
          placeholder={props.field.placeholder}
          maxLength={props.field.maxLength ?? SHORT_TEXT_MAX}
        />
      </FieldFrame>
    ),
  });
}
