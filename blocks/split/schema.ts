import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { action, imageField, optionalText, text } from '../../src/content/fields.ts';

export const split = defineBlock({
  type: 'split',
  label: 'Text and picture',
  description: 'Text beside an illustration: a heading, a paragraph, check points and buttons.',
  schema: z.strictObject({
    eyebrow: optionalText('Small label above the heading'),
    title: text('Heading of the section'),
    text: text('A paragraph under the heading'),
    points: z.array(z.string().min(1)).default([]).describe('Short check points under the text'),
    actions: z.array(action).default([]).describe('Buttons under the points'),
    image: imageField('split').describe('The illustration or photo beside the text'),
    imageSide: z
      .enum(['left', 'right'])
      .default('right')
      .describe('Which side the illustration sits on wide screens (always below on phones)'),
    tone: z.enum(['light', 'muted', 'dark']).default('light'),
  }),
  example: {
    eyebrow: 'Client portal',
    title: 'Your clients see every milestone',
    text: 'Schedule, photos, change orders and payments in one place, so nobody calls the office to ask.',
    points: ['Milestones held in escrow', '256-bit SSL encryption'],
    actions: [{ label: 'Schedule a Demo', modal: 'demo' }],
    image: {
      src: '/images/illustrations/client-portal.svg',
      alt: 'A client portal showing a kitchen remodel with paid and upcoming milestones',
    },
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [{ field: 'title', level: 2 }],
});
