/**
 * The one-line text types (text, email, tel, url, date): a length limit and the type's own
 * format check. Their widget is fields/single-line-view.tsx.
 */
import type { z } from 'zod';
import { defineFieldType } from '../src/content/define-field-type.ts';
import { maxLengthOption, SHORT_TEXT_MAX, textRule, textValue } from './rules.ts';

interface SingleLine<Type extends string> {
  type: Type;
  description: string;
  /** What `default:` may hold, when narrower than any text. */
  defaultValue?: z.ZodType;
  /** Why the value is not accepted, or undefined. */
  formatProblem?: (value: string) => string | undefined;
}

export function singleLineType<const Type extends string>({
  type,
  description,
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
  });
}
