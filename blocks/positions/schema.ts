import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { sectionFrame } from '../../src/content/section-frame.ts';
import { action, optionalText, text } from '../../src/content/fields.ts';

export const positions = defineBlock({
  type: 'positions',
  label: 'Open positions',
  description: 'Open jobs with location, type, description and an apply button each.',
  schema: z.strictObject({
    ...sectionFrame(),
    items: z
      .array(
        z
          .strictObject({
            title: text('Job title, e.g. "GTM Engineer"'),
            team: optionalText('Team or department'),
            location: text('Where, e.g. "Remote"'),
            type: text('Employment type, e.g. "Full-time"'),
            description: text('What the job is, two or three sentences'),
            points: z
              .array(z.string().min(1))
              .default([])
              .describe('What you will do or what we look for'),
            action: action.describe(
              'The apply button, e.g. a career modal with the position prefilled',
            ),
          })
          .superRefine((job, ctx) => {
            // A prefilled position that differs from the job's title would mislabel applications.
            const position = 'prefill' in job.action ? job.action.prefill?.position : undefined;
            if (position !== undefined && position !== job.title) {
              ctx.addIssue({
                code: 'custom',
                path: ['action', 'prefill', 'position'],
                message: `prefill position "${position}" differs from the job title "${job.title}"`,
              });
            }
          }),
      )
      .min(1),
    general: z
      .strictObject({
        title: text('Heading, e.g. "Don’t see your role?"'),
        text: text('A sentence inviting an open application'),
        action: action.describe('The general-application button'),
      })
      .optional()
      .describe('An invitation to apply without a specific opening'),
  }),
  example: {
    title: 'Open positions',
    items: [
      {
        title: 'GTM Engineer',
        team: 'Product',
        location: 'Remote',
        type: 'Full-time',
        description: 'Build the automations that answer, qualify and book contractor leads.',
        points: ['Own integrations with CRMs and calendars'],
        action: { label: 'Apply Now', modal: 'career', prefill: { position: 'GTM Engineer' } },
      },
    ],
    general: {
      title: 'Don’t see your role?',
      text: 'Tell us how you would help contractors grow.',
      action: {
        label: 'Send a General Application',
        modal: 'career',
        prefill: { position: 'General Application' },
      },
    },
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { field: 'items[].title', level: 3 },
    { field: 'general.title', level: 3 },
  ],
});
