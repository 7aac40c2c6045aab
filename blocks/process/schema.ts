import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { sectionFrame } from '../../src/content/section-frame.ts';
import { action, optionalText, text } from '../../src/content/fields.ts';

export const process = defineBlock({
  type: 'process',
  label: 'Steps',
  description: 'Numbered steps of a journey (onboarding, a framework, how a service works).',
  schema: z.strictObject({
    ...sectionFrame('muted'),
    steps: z
      .array(
        z.strictObject({
          title: text('Name of the step'),
          when: optionalText('When it happens, e.g. "Week 1"'),
          text: text('What happens in this step'),
          points: z.array(z.string().min(1)).default([]).describe('Optional details of the step'),
        }),
      )
      .min(2),
    actions: z.array(action).default([]).describe('Buttons under the steps'),
  }),
  example: {
    title: 'From sign-up to booked jobs in 30 days',
    steps: [
      {
        title: 'Setup',
        when: 'Week 1',
        text: 'We build your site and connect your phone and calendar.',
      },
      {
        title: 'Lead generation',
        when: 'Week 2',
        text: 'Campaigns go live and every lead gets an instant reply.',
      },
      {
        title: 'Booking and payment',
        when: 'Week 3',
        text: 'Estimates, contracts and deposits move online.',
      },
      {
        title: 'Scale',
        when: 'Week 4+',
        text: 'We tune what works and add crews to the schedule.',
      },
    ],
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { field: 'steps[].title', level: 3 },
  ],
});
