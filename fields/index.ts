/**
 * The field type registry: every `type:` a field of forms/*.yaml may have, as the validator, the
 * JSON Schema, the docs and the e-mail read it (no React). Adding a field type = one folder in
 * fields/ (definition.ts, see src/content/define-field-type.ts; view.tsx, its widget, found by
 * views.ts) + one line here.
 */
import '../src/content/zod-without-eval.ts';
import type { FieldTypeDefinition } from '../src/content/define-field-type.ts';
import { checkbox } from './checkbox/definition.ts';
import { date } from './date/definition.ts';
import { email } from './email/definition.ts';
import { hidden } from './hidden/definition.ts';
import { number } from './number/definition.ts';
import { select } from './select/definition.ts';
import { tel } from './tel/definition.ts';
import { text } from './text/definition.ts';
import { textarea } from './textarea/definition.ts';
import { url } from './url/definition.ts';

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
