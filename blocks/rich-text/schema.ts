import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { sectionFrame } from '../../src/content/section-frame.ts';
import { action, optionalText } from '../../src/content/fields.ts';

const part = z
  .strictObject({
    heading: optionalText('Heading of this part (an h3, or h2 when the block has no title)'),
    paragraphs: z.array(z.string().min(1)).default([]).describe('Paragraphs of plain text'),
    list: z.array(z.string().min(1)).default([]).describe('Bullet points after the paragraphs'),
    ordered: z.boolean().default(false).describe('Number the list instead of bullets'),
    after: z
      .array(z.string().min(1))
      .default([])
      .describe('Paragraphs after the list, if the text continues'),
    links: z.array(action).default([]).describe('Links at the end of this part'),
  })
  .superRefine((value, ctx) => {
    if (value.paragraphs.length + value.list.length + value.after.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'a part needs paragraphs or a list' });
    }
  });

export const richText = defineBlock({
  type: 'rich-text',
  label: 'Text',
  description: 'Long text: headings, paragraphs and lists (stories, policies).',
  schema: z.strictObject({
    ...sectionFrame(),
    split: z
      .boolean()
      .default(false)
      .describe('Put the heading beside the text on wide screens (default: one reading column)'),
    updated: optionalText('A date line such as "Last updated: November 1, 2026"'),
    contents: z
      .boolean()
      .default(false)
      .describe('Show a list of the headings that jumps to each part (for long policies)'),
    sections: z
      .array(part)
      .min(1)
      .describe('The parts of the text, in order')
      .superRefine((parts, ctx) => {
        // Headings become anchors (the contents list links to them), so each must be unique.
        const seen = new Set<string>();
        parts.forEach((part, index) => {
          if (!part.heading) return;
          if (seen.has(part.heading)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'heading'],
              message: `the heading "${part.heading}" is used twice in this block`,
            });
          }
          seen.add(part.heading);
        });
      }),
  }),
  example: {
    eyebrow: 'Our story',
    title: 'Built by people who ran crews',
    split: true,
    updated: 'Last updated: November 1, 2026',
    contents: true,
    sections: [
      {
        heading: 'Where we started',
        paragraphs: ['We grew up in our parents’ painting and roofing businesses.'],
        list: ['Leads that went cold', 'Evenings lost to paperwork'],
        after: ['So we built the system we wished they had.'],
        links: [{ label: 'Talk to us', to: '/contact' }],
      },
    ],
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { field: 'sections[].heading', level: (block) => (block.title ? 3 : 2) },
  ],
});
