import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { sectionFrame } from '../../src/content/section-frame.ts';

export const contactDetails = defineBlock({
  type: 'contact-details',
  label: 'Contact details',
  description: 'Phone, e-mail, address and business hours, read from the site settings.',
  schema: z.strictObject({
    ...sectionFrame(),
  }),
  example: {
    title: 'Talk to us',
    intro: 'Call, write or drop by. We answer within one business day.',
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { fixed: 'Phone', level: 3 },
    { fixed: 'Email', level: 3 },
    { fixed: 'Office', level: 3 },
    { fixed: 'Business Hours', level: 3 },
  ],
});
