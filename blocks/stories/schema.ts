import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { closingAction, sectionFrame } from '../../src/content/section-frame.ts';
import { imageField, optionalText, text } from '../../src/content/fields.ts';

export const stories = defineBlock({
  type: 'stories',
  label: 'Success stories',
  description: 'Success story cards: a company, its headline result and what changed.',
  schema: z.strictObject({
    ...sectionFrame(),
    items: z
      .array(
        z.strictObject({
          company: text('The business, e.g. "Summit Roofing"'),
          trade: optionalText('Their trade or industry'),
          location: optionalText('City and state'),
          metric: text('The headline figure, e.g. "35%"'),
          metricLabel: text('What the figure measures, e.g. "profit increase"'),
          description: text('What changed, in two or three sentences'),
          person: optionalText('Who tells it, e.g. "Sarah Johnson, Owner"'),
          image: imageField('avatar')
            .optional()
            .describe('A photo of the team or work; without one, initials are shown'),
        }),
      )
      .min(1),
    ...closingAction,
  }),
  example: {
    title: 'Success stories',
    items: [
      {
        company: 'Summit Roofing',
        trade: 'Roofing',
        location: 'Denver, CO',
        metric: '$180K',
        metricLabel: 'booked in 90 days',
        description:
          'Storm calls answered at 2 AM and inspections booked before competitors woke up.',
        person: 'Sarah Johnson, Owner',
      },
    ],
    action: { label: 'See More Success Stories', to: '/case-studies' },
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { field: 'items[].company', level: 3 },
  ],
});
