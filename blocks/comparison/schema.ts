import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { sectionFrame } from '../../src/content/section-frame.ts';
import { action, optionalText, text } from '../../src/content/fields.ts';

const tier = z.strictObject({
  name: text('Name of the tier, e.g. "Growth Blueprint"'),
  monthlyFee: z.number().nonnegative().describe('Price per month in dollars, e.g. 799'),
  description: text('Who the tier is for, one sentence'),
  highlights: z.array(z.string().min(1)).min(1).describe('The main things the tier includes'),
  recommended: z.boolean().default(false).describe('Highlights the card with a badge'),
  badge: optionalText('Badge text of a recommended tier (default "Recommended")'),
  action: action.describe('The button of the card'),
});

/** A cell of the comparison: included (true), not included (false), or a value in words. */
const cell = z
  .union([z.boolean(), z.string().min(1)])
  .describe('true = included, false = not included, or a short value such as "Weekly"');

const section = z.strictObject({
  title: text('Name of the section, e.g. "Core features"'),
  summary: optionalText('One line shown beside the title'),
  rows: z
    .array(
      z.strictObject({
        feature: text('What is compared, e.g. "Strategy calls"'),
        values: z.array(cell).min(1).describe('One value per tier, in the order of the tiers'),
      }),
    )
    .min(1),
});

export const comparison = defineBlock({
  type: 'comparison',
  label: 'Comparison table',
  description:
    'Tier cards with monthly prices, then collapsible comparison tables, one open at a time.',
  wakes: 'interaction',
  schema: z
    .strictObject({
      ...sectionFrame(),
      tiers: z.array(tier).min(2),
      sectionsTitle: optionalText('Heading above the comparison sections'),
      sections: z.array(section).min(1).describe('Collapsible comparisons, e.g. core, advanced'),
      initiallyOpen: z
        .number()
        .int()
        .nonnegative()
        .optional()
        .describe('Index of the section open when the page loads (none when left out)'),
    })
    .superRefine((value, ctx) => {
      value.sections.forEach((section, sectionIndex) =>
        section.rows.forEach((row, rowIndex) => {
          if (row.values.length !== value.tiers.length) {
            ctx.addIssue({
              code: 'custom',
              path: ['sections', sectionIndex, 'rows', rowIndex, 'values'],
              message: `expected ${value.tiers.length} values (one per tier), got ${row.values.length}`,
            });
          }
        }),
      );
      if (value.initiallyOpen !== undefined && value.initiallyOpen >= value.sections.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['initiallyOpen'],
          message: `there are only ${value.sections.length} sections (indexes start at 0)`,
        });
      }
    }),
  example: {
    title: 'Compare our service tiers',
    tiers: [
      {
        name: 'Foundations of Growth',
        monthlyFee: 299,
        description: 'For owner-operators putting their first systems in place.',
        highlights: ['Monthly strategy call', 'Full template library'],
        action: { label: 'Get Started', modal: 'consultation' },
      },
      {
        name: 'Growth Blueprint',
        monthlyFee: 799,
        description: 'For shops running two or more crews.',
        highlights: ['Weekly strategy calls', 'Done-with-you campaigns'],
        recommended: true,
        action: { label: 'Get Started', modal: 'consultation' },
      },
    ],
    sectionsTitle: 'Feature by feature',
    sections: [
      {
        title: 'Core features',
        summary: 'What every tier includes',
        rows: [
          { feature: 'Template library', values: [true, true] },
          { feature: 'Strategy calls', values: ['Monthly', 'Weekly'] },
        ],
      },
      {
        title: 'Advanced features',
        rows: [{ feature: 'Campaign management', values: [false, true] }],
      },
    ],
    initiallyOpen: 0,
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { field: 'tiers[].name', level: 3 },
    { field: 'sectionsTitle', level: 3 },
    { field: 'sections[].title', level: (block) => (block.sectionsTitle ? 4 : 3) },
  ],
});
