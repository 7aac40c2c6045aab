/**
 * A box to tick, e.g. consent to be e-mailed. Its value is true or false; `required` means it
 * must be ticked. Its widget (view.tsx) puts the label beside the box, the error under both.
 */
import * as z from 'zod';
import { defineFieldType } from '../../src/content/define-field-type.ts';

export const checkbox = defineFieldType({
  type: 'checkbox',
  description: 'A box to tick; `required` means it must be ticked. The e-mail says Yes or No.',
  options: {},
  defaultValue: z.boolean(),
  initial: (field) => field.default === true,
  restore: (saved) => (typeof saved === 'boolean' ? saved : undefined),
  rule: (field) =>
    z.boolean().refine((ticked) => ticked || !field.required, {
      message: `Please tick “${field.label}”.`,
    }),
  toEmail: (sent) => (sent === true ? 'Yes' : 'No'),
});
