import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { action, optionalText, text } from '../../src/content/fields.ts';

export const cta = defineBlock({
  type: 'cta',
  label: 'Call to action',
  description: 'The closing call-to-action band of a page.',
  closesPage: true,
  schema: z.strictObject({
    title: text('The closing question or promise'),
    text: optionalText('A sentence under it'),
    actions: z.array(action).min(1).describe('Buttons, most important first'),
    note: optionalText('Small print under the buttons, e.g. "Callback within 24 hours"'),
  }),
  example: {
    title: 'Ready to fill your schedule?',
    text: 'Tell us your trade and your busy season; we map out your next 90 days on a free call.',
    actions: [
      { label: 'Get Your Free Strategy Call', modal: 'consultation' },
      { label: 'View Pricing', to: '/pricing', variant: 'ghost' },
    ],
    note: 'No long-term contract. Month-to-month, 30 days notice.',
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [{ field: 'title', level: 2 }],
});
