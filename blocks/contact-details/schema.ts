import { z } from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { optionalText } from '../../src/content/fields.ts';

export const contactDetails = defineBlock({
  type: 'contact-details',
  description:
    'Phone, e-mail, address and business hours, read from the contact and hours of pages/_site.yaml.',
  schema: z.strictObject({
    eyebrow: optionalText('Small label above the heading'),
    title: optionalText('Heading of the section'),
    intro: optionalText('A sentence under the heading'),
    tone: z.enum(['light', 'muted', 'dark']).default('light'),
  }),
  example: {
    title: 'Talk to us',
    intro: 'Call, write or drop by. We answer within one business day.',
  },
});
