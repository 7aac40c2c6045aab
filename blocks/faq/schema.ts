import { z } from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { optionalText, text } from '../../src/content/fields.ts';

export const faq = defineBlock({
  type: 'faq',
  description: 'Questions that expand to show their answers.',
  schema: z.strictObject({
    eyebrow: optionalText('Small label above the heading'),
    title: optionalText('Heading of the section, e.g. "Frequently asked questions"'),
    intro: optionalText('A sentence under the heading'),
    tone: z.enum(['light', 'muted', 'dark']).default('muted'),
    items: z
      .array(
        z.strictObject({
          question: text('The question'),
          answer: text('The answer, a short paragraph'),
        }),
      )
      .min(1),
  }),
  example: {
    title: 'Frequently asked questions',
    items: [
      {
        question: 'Is there a long-term contract?',
        answer: 'No. Every plan is month-to-month and you can cancel with 30 days notice.',
      },
      {
        question: 'How fast will I see results?',
        answer:
          'Most contractors see their first booked jobs from new leads within the first 30 days.',
      },
    ],
  },
});
