/**
 * The words the form view shows for a field and its options: a field's own `title` in its
 * schema comes first, then the studio's words (src/studio/words.ts).
 */
import type { JSONSchema7 } from 'json-schema';
import { fieldWord, optionWord } from '../../words.ts';

/** What the form calls the field `name` governed by `schema`. */
export const fieldLabel = (name: string, schema: JSONSchema7): string =>
  schema.title ?? fieldWord(name);

/** What the form shows for a stored option value. */
export const optionLabel = optionWord;

/** A calendar date stored as `YYYY-MM-DD` text: the form offers the browser's date picker. */
export const isDateField = (schema: JSONSchema7): boolean =>
  schema.type === 'string' && schema.format === 'date';
