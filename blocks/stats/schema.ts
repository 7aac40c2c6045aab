import { z } from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { optionalText, text } from '../../src/content/fields.ts';

export const stats = defineBlock({
  type: 'stats',
  description: 'A band of headline figures (results, impact numbers).',
  schema: z.strictObject({
    eyebrow: optionalText('Small label above the heading'),
    title: optionalText('Heading of the band'),
    intro: optionalText('A sentence under the heading'),
    tone: z.enum(['light', 'muted', 'dark']).default('dark').describe('Background of the band'),
    items: z
      .array(
        z.strictObject({
          value: text('The figure as shown, e.g. "$2.5M+"'),
          label: text('What the figure counts, e.g. "Jobs booked"'),
          detail: optionalText('A short qualifier under the label'),
        }),
      )
      .min(1)
      .max(6),
  }),
  example: {
    title: 'Results our contractors see',
    items: [
      { value: '150+', label: 'Contractors served' },
      { value: '$2.5M+', label: 'Jobs booked' },
      { value: '85%', label: 'Less admin time' },
    ],
  },
});
