import { defineBlock } from '../../src/content/define-block.ts';
import { listSection } from '../../src/content/section-frame.ts';
import { text } from '../../src/content/fields.ts';

export const faq = defineBlock({
  type: 'faq',
  label: 'Questions and answers',
  description: 'Questions that expand to show their answers.',
  schema: listSection('muted', {
    question: text('The question'),
    answer: text('The answer, a short paragraph'),
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
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { field: 'items[].question', level: 3 },
  ],
});
