import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { sectionFrame } from '../../src/content/section-frame.ts';
import { action, imageField, text } from '../../src/content/fields.ts';

export const team = defineBlock({
  type: 'team',
  label: 'Team',
  description: 'Profiles of people: leadership or staff, with a photo or initials and a short bio.',
  schema: z.strictObject({
    ...sectionFrame(),
    members: z
      .array(
        z.strictObject({
          name: text('Full name'),
          role: text('Their title, e.g. "Co-founder & CEO"'),
          bio: text('Two or three sentences about them'),
          background: z
            .array(z.string().min(1))
            .default([])
            .describe('Short facts, e.g. "12 years running a roofing company"'),
          image: imageField('portrait')
            .optional()
            .describe('A portrait; without one, their initials are shown'),
          links: z.array(action).default([]).describe('Links such as a LinkedIn profile'),
        }),
      )
      .min(1),
  }),
  example: {
    title: 'Leadership',
    members: [
      {
        name: 'Daniel Reyes',
        role: 'Co-founder & CEO',
        bio: 'Ran his family’s painting company for a decade before starting TradeLift.',
        background: ['10 years in painting', 'Grew a crew from 3 to 24'],
        links: [{ label: 'LinkedIn', href: 'https://www.linkedin.com/' }],
      },
    ],
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { field: 'members[].name', level: 3 },
  ],
});
