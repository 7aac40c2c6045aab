import * as z from 'zod';
import { projectContext } from '../../src/content/context.ts';
import { defineBlock } from '../../src/content/define-block.ts';
import { optionalText } from '../../src/content/fields.ts';

/** The id of a form in forms/; checked to exist when the whole project is validated. */
const formId = z
  .string()
  .min(1)
  .superRefine((id, ctx) => {
    const project = projectContext();
    if (project && !project.formIds.has(id)) {
      ctx.addIssue({
        code: 'custom',
        message: `no form "${id}" in forms/; known forms: ${[...project.formIds].sort().join(', ')}`,
      });
    }
  })
  .describe('The form to show, by its name');

export const form = defineBlock({
  type: 'form',
  label: 'Form',
  description: 'A form from forms/ shown in the page itself, in a card.',
  wakes: 'visible',
  schema: z.strictObject({
    form: formId,
    title: optionalText("Heading of the form card (the form's own title by default)"),
    intro: optionalText("A sentence under the heading (the form's own intro by default)"),
    tone: z.enum(['light', 'muted', 'dark']).default('muted').describe('Background of the section'),
  }),
  example: {
    form: 'contact',
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [{ field: 'title', level: 2, always: true }],
});
