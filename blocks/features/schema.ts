import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { iconCardSection } from '../../src/content/section-frame.ts';
import { action } from '../../src/content/fields.ts';

export const features = defineBlock({
  type: 'features',
  label: 'Features',
  description: 'A grid of cards, each with an icon, a title, a sentence and an optional link.',
  schema: iconCardSection('One or two sentences', {
    points: z.array(z.string().min(1)).default([]).describe('Optional bullet points'),
    link: action.optional().describe('Optional link at the bottom of the card'),
  }),
  example: {
    title: 'Everything you need to grow',
    items: [
      {
        icon: 'globe',
        title: 'Professional Website',
        text: 'A fast site that turns visitors into booked estimates.',
        link: { label: 'See the website service', to: '/autonomous-gtm' },
      },
      {
        icon: 'bot',
        title: 'AI Lead Automation',
        text: 'Every lead answered in under a minute, day or night.',
      },
      {
        icon: 'star',
        title: 'Review Automation',
        text: 'More five-star reviews without asking twice.',
      },
    ],
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { field: 'items[].title', level: 3 },
  ],
});
