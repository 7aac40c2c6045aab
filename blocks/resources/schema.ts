import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { sectionHeading, sectionTone } from '../../src/content/section-frame.ts';
import { action, imageField, optionalText, text } from '../../src/content/fields.ts';
import { filterSchema } from '../../src/content/filter-schema.ts';

const resource = z.strictObject({
  type: z.enum(['template', 'playbook', 'tool']).describe('Kind of resource'),
  title: text('Name of the resource'),
  description: text('One or two sentences: what it helps a contractor do'),
  downloads: z.number().int().nonnegative().describe('Download count, e.g. 2500'),
  rating: z.number().min(0).max(5).describe('Average rating out of 5, e.g. 4.9'),
  isNew: z.boolean().default(false).describe('Shows a "New" badge'),
  image: imageField('card').describe('Thumbnail, 16:10'),
  action: action.describe('The Download button: e.g. a form modal that emails the file'),
});

export const resources = defineBlock({
  type: 'resources',
  label: 'Resources',
  description:
    'Growth library cards (template, playbook or tool) in titled groups, optionally searchable.',
  wakes: 'visible',
  schema: z.strictObject({
    ...sectionHeading,
    tone: sectionTone('light', ['light', 'muted']),
    filter: filterSchema(['title', 'description', 'type'], ['type']).optional(),
    groups: z
      .array(
        z.strictObject({
          title: text('Heading of the group, e.g. "Featured Resources"'),
          intro: optionalText('A sentence under the group heading'),
          items: z.array(resource).min(1),
        }),
      )
      .min(1)
      .describe('Groups of cards, e.g. Featured Resources and Latest Resources'),
  }),
  example: {
    title: 'Growth Library',
    filter: {
      searchIn: ['title', 'description', 'type'],
      filterOn: 'type',
      controls: {
        searchLabel: 'Search the library',
        buttons: [{ label: 'All' }, { label: 'Templates', match: 'template' }],
        noun: { one: 'resource', other: 'resources' },
      },
    },
    groups: [
      {
        title: 'Featured Resources',
        items: [
          {
            type: 'template',
            title: 'Roofing Estimate Template',
            description: 'A three-option estimate homeowners can sign on their phone.',
            downloads: 2500,
            rating: 4.9,
            image: {
              src: '/images/library/estimate-template.svg',
              decorative: true,
            },
            action: { label: 'Download', modal: 'newsletter' },
          },
        ],
      },
    ],
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { field: 'groups[].title', level: 3 },
    { field: 'groups[].items[].title', level: 4 },
  ],
});
