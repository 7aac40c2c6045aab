import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { sectionHeading } from '../../src/content/section-frame.ts';
import { action, imageField, optionalText, text } from '../../src/content/fields.ts';
import { filterSchema } from '../../src/content/filter-schema.ts';

const metrics = z
  .array(
    z.strictObject({
      label: text('What was measured, e.g. "Jobs per month"'),
      value: text('The figure, e.g. "0 → 32"'),
    }),
  )
  .length(3)
  .describe('Exactly three results');

const study = z.strictObject({
  category: text('The trade, e.g. "Roofing" (what the filter buttons match)'),
  company: optionalText('The contractor, e.g. "Summit Roofing, Denver CO"'),
  title: text('Headline of the story'),
  description: text('Two or three sentences: the situation and what changed'),
  metrics,
  image: imageField('card').describe('Illustration or photo, 16:10'),
});

export const caseStudies = defineBlock({
  type: 'case-studies',
  label: 'Case studies',
  description: 'A featured success story and a grid of case-study cards with three metrics each.',
  wakes: 'visible',
  schema: z.strictObject({
    ...sectionHeading,
    filter: filterSchema(['title', 'description', 'category', 'company'], ['category']).optional(),
    featured: study
      .extend({
        quote: optionalText('What the owner said'),
        author: optionalText('Who said it, e.g. "Sarah Johnson, Owner"'),
        action: action.optional().describe('A button under the featured story'),
      })
      .optional()
      .describe('The story shown large above the cards'),
    items: z.array(study).min(1).describe('The case-study cards'),
  }),
  example: {
    items: [
      {
        category: 'Painting',
        title: 'From referrals only to a booked-out summer',
        description: 'A two-crew painter added a website and AI lead replies.',
        metrics: [
          { label: 'Jobs per month', value: '4 → 28' },
          { label: 'Lead response', value: '< 1 min' },
          { label: 'Revenue', value: '+210%' },
        ],
        image: { src: '/images/case-studies/painting.svg', decorative: true },
      },
    ],
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { field: 'featured.title', level: 3 },
    { field: 'items[].title', level: 3 },
  ],
});
