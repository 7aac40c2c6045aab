import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { sectionHeading } from '../../src/content/section-frame.ts';
import { action, imageField, optionalText, text } from '../../src/content/fields.ts';
import { filterSchema } from '../../src/content/filter-schema.ts';
import { dated } from '../../src/content/tags.ts';

const webinar = z
  .strictObject({
    status: z.enum(['upcoming', 'recorded']).describe('Upcoming (live) or recorded'),
    title: text('Title of the webinar'),
    description: text('One or two sentences: what attendees learn'),
    date: z.iso.date().describe('The day of the webinar (shown as e.g. "December 9, 2026")'),
    time: optionalText('Start time with zone, e.g. "2:00 PM EST" (upcoming)'),
    duration: z
      .string()
      .regex(/^\d{1,2}:\d{2}(:\d{2})?$/, { message: 'expected a duration such as "58:12"' })
      .optional()
      .describe('Recorded: length as mm:ss or h:mm:ss'),
    views: z.number().int().nonnegative().optional().describe('Recorded: view count'),
    speaker: z.strictObject({
      name: text('Speaker name'),
      role: text('Speaker role, e.g. "Head of Growth, TradeLift"'),
      image: imageField('avatar').optional().describe('A photo; without one, initials are drawn'),
    }),
    image: imageField('card').describe('Cover art, 16:10'),
    action: action.describe('Register (upcoming) or watch (recorded): e.g. a form modal'),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'recorded' && (value.duration === undefined || value.views === undefined))
      ctx.addIssue({ code: 'custom', message: 'a recorded webinar needs duration and views' });
    if (value.status === 'upcoming' && value.time === undefined)
      ctx.addIssue({ code: 'custom', path: ['time'], message: 'an upcoming webinar needs a time' });
  });
// Once its date has passed, an upcoming webinar is left off the built page (with a warning).
dated(webinar, { dateField: 'date', while: { status: 'upcoming' }, noun: 'upcoming webinar' });

export const webinars = defineBlock({
  type: 'webinars',
  label: 'Webinars',
  description: 'A featured webinar and groups of upcoming and recorded webinar cards.',
  wakes: 'visible',
  schema: z.strictObject({
    ...sectionHeading,
    filter: filterSchema(
      ['title', 'description', 'status', 'speaker.name', 'speaker.role'],
      ['status'],
    ).optional(),
    featured: webinar.optional().describe('The webinar shown large above the groups'),
    groups: z
      .array(
        z.strictObject({
          title: text('Heading of the group, e.g. "Upcoming Webinars"'),
          items: z.array(webinar).min(1),
        }),
      )
      .min(1),
  }),
  example: {
    groups: [
      {
        title: 'Upcoming Webinars',
        items: [
          {
            status: 'upcoming',
            title: 'AI Lead Response for Contractors',
            description: 'Answer every lead in under a minute.',
            date: '2026-12-09',
            time: '2:00 PM EST',
            speaker: { name: 'Jordan Ellis', role: 'Head of Automation, TradeLift' },
            image: {
              src: '/images/webinars/ai-lead-response.svg',
              decorative: true,
            },
            action: { label: 'Register Free', modal: 'newsletter' },
          },
        ],
      },
    ],
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { field: 'featured.title', level: 3 },
    { field: 'groups[].title', level: 3 },
    { field: 'groups[].items[].title', level: 4 },
  ],
});
