import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { closingAction, sectionFrame } from '../../src/content/section-frame.ts';
import { imageField, text } from '../../src/content/fields.ts';

export const testimonials = defineBlock({
  type: 'testimonials',
  label: 'Testimonials',
  description: 'Quotes from contractors with their name, role, place, trade and result.',
  schema: z.strictObject({
    ...sectionFrame(),
    items: z
      .array(
        z.strictObject({
          quote: text('What they said'),
          author: text('Their name'),
          role: text('Their role and company, e.g. "Owner, Rivera Painting"'),
          location: text('City and state'),
          trade: text('Their trade, e.g. Painting'),
          result: text('The result in a few words, e.g. "0 to 32 jobs/month"'),
          image: imageField('avatar')
            .optional()
            .describe('A photo; without one, their initials are shown'),
        }),
      )
      .min(1),
    ...closingAction,
  }),
  example: {
    title: 'Contractors who grew with us',
    items: [
      {
        quote:
          'We went from chasing leads to turning work away. The automation answers every call.',
        author: 'Mike Rivera',
        role: 'Owner, Rivera Painting',
        location: 'Austin, TX',
        trade: 'Painting',
        result: '0 to 32 jobs/month',
      },
    ],
    action: { label: 'See More Success Stories', to: '/case-studies' },
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [{ field: 'title', level: 2 }],
});
