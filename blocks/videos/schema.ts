import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { sectionHeading, sectionTone } from '../../src/content/section-frame.ts';
import { action, imageField, optionalText, text } from '../../src/content/fields.ts';
import { filterSchema } from '../../src/content/filter-schema.ts';

export const videos = defineBlock({
  type: 'videos',
  label: 'Videos',
  description: 'Video tutorial cards with duration and views, optionally following a filter.',
  wakes: 'visible',
  schema: z.strictObject({
    ...sectionHeading,
    tone: sectionTone('light', ['light', 'muted']),
    filter: filterSchema(['title', 'description']).optional(),
    items: z
      .array(
        z.strictObject({
          title: text('Title of the video'),
          description: optionalText('One sentence: what the video teaches'),
          duration: z
            .string()
            .regex(/^\d{1,2}:\d{2}(:\d{2})?$/, { message: 'expected a duration such as "45:20"' })
            .describe('Length as mm:ss or h:mm:ss, e.g. 45:20'),
          views: z.number().int().nonnegative().describe('View count, e.g. 12500'),
          image: imageField('card').describe('Thumbnail, 16:10'),
          action: action.describe('What the play button does, e.g. a form modal'),
        }),
      )
      .min(1),
  }),
  example: {
    title: 'Video Tutorials',
    items: [
      {
        title: 'Google Ads for Contractors',
        duration: '45:20',
        views: 12500,
        image: { src: '/images/library/video-google-ads.svg', decorative: true },
        action: { label: 'Watch Now', modal: 'newsletter' },
      },
    ],
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { field: 'items[].title', level: 3 },
  ],
});
