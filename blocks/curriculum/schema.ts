import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { action, downloadDeclaration, icon, optionalText, text } from '../../src/content/fields.ts';

const fact = z.strictObject({
  label: text('What the fact is about, e.g. Duration'),
  value: text('The fact as the page shows it, e.g. 8 Weeks'),
});

export const curriculum = defineBlock({
  type: 'curriculum',
  label: 'Curriculum',
  describes: 'Course',
  description:
    'A training program at a glance: the opening heading with info cards, numbered modules with their topics, a final project and the download of the curriculum PDF, which is built from this same data.',
  schema: z.strictObject({
    back: action
      .optional()
      .describe('A link above the badge back to the program page, e.g. Back to Program'),
    badge: optionalText('Small label above the heading, e.g. Program Curriculum'),
    title: text('The page heading (rendered as the h1) and the PDF title'),
    description: text('One or two sentences under the heading; also opens the PDF'),
    infoCards: z
      .array(
        fact.extend({
          icon,
          printValue: optionalText(
            'How the PDF overview writes the value when the card abbreviates it, e.g. 10-15 hours/week',
          ),
        }),
      )
      .min(1)
      .describe('Cards under the heading (Duration, Time Commitment, Certification)'),
    moreFacts: z
      .array(fact)
      .default([])
      .describe(
        'Further overview facts shown under the cards and listed after them in the PDF overview, e.g. Format',
      ),
    download: downloadDeclaration
      .optional()
      .describe(
        'The curriculum as a PDF visitors can download, made from this block: the name buttons choose it by and its file name',
      ),
    actions: z
      .array(action)
      .default([])
      .describe('Buttons under the heading, e.g. one that downloads the curriculum'),
    modulesTitle: text('Heading of the module list, e.g. Program Modules'),
    modulesIntro: optionalText('A sentence under the module list heading'),
    modules: z
      .array(
        z.strictObject({
          title: text('Module name'),
          when: optionalText('When it runs in the program, e.g. Weeks 2-3'),
          description: text('What the module achieves, in a sentence or two'),
          topics: z.array(z.string().min(1)).min(1).describe('The topics it covers, in order'),
        }),
      )
      .min(1)
      .describe('The modules in order; their numbers (01, 02, …) follow from the order'),
    finalProject: z
      .strictObject({
        title: text('e.g. Final Certification Project'),
        when: optionalText('When it runs, e.g. Week 8'),
        description: text('What the participant builds and how it is assessed'),
        deliverables: z
          .array(z.string().min(1))
          .default([])
          .describe('What is handed in, one line each'),
      })
      .describe('The closing project box'),
  }),
  example: {
    back: { label: 'Back to Program', to: '/growth-strategist' },
    badge: 'Program Curriculum',
    title: 'Growth Strategist Certification Program',
    description: 'Eight weeks of practical training in growing home-service businesses.',
    infoCards: [
      { icon: 'calendar-clock', label: 'Duration', value: '8 Weeks' },
      {
        icon: 'clock',
        label: 'Time Commitment',
        value: '10-15 hrs/week',
        printValue: '10-15 hours/week',
      },
      { icon: 'award', label: 'Certification', value: 'ACGS Certified' },
    ],
    moreFacts: [{ label: 'Format', value: 'Online with live sessions' }],
    download: { name: 'curriculum-pdf', fileName: 'Growth-Strategist-Curriculum.pdf' },
    actions: [{ label: 'Download Full Curriculum PDF', download: 'curriculum-pdf' }],
    modulesTitle: 'Program Modules',
    modules: [
      {
        title: 'Market & Customer Research',
        description: 'Find the jobs worth winning in a service area.',
        topics: ['Service-area demand mapping', 'Ideal customer profiles'],
      },
    ],
    finalProject: {
      title: 'Final Certification Project',
      description: 'Build a 90-day growth plan for a real contractor.',
    },
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 1 },
    { field: 'modulesTitle', level: 2 },
    { field: 'modules[].title', level: 3 },
    { field: 'finalProject.title', level: 3 },
  ],
});

export type CurriculumContent = z.output<typeof curriculum.schema>;
