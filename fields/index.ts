/**
 * The field type registry: every `type:` a field of forms/*.yaml may have. Adding a field type =
 * one file in fields/ (see src/content/define-field-type.ts) + one line here.
 */
import '../src/content/zod-without-eval.ts';
import type { FieldTypeDefinition } from '../src/content/define-field-type.ts';
import { checkbox } from './checkbox.tsx';
import { date } from './date.tsx';
import { email } from './email.tsx';
import { hidden } from './hidden.tsx';
import { number } from './number.tsx';
import { select } from './select.tsx';
import { tel } from './tel.tsx';
import { text } from './text.tsx';
import { textarea } from './textarea.tsx';
import { url } from './url.tsx';

export const fieldTypeRegistry = [
  text,
  email,
  tel,
  url,
  textarea,
  select,
  hidden,
  checkbox,
  number,
  date,
] as const satisfies readonly FieldTypeDefinition[];
