import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { closingAction, sectionFrame } from '../../src/content/section-frame.ts';
import { icon, optionalText, text } from '../../src/content/fields.ts';

export const metrics = defineBlock({
  type: 'metrics',
  label: 'Results in figures',
  description:
    'Sample dashboard metrics in a dashboard frame: icon, figure, label and trend per tile.',
  schema: z.strictObject({
    ...sectionFrame('muted'),
    caption: optionalText('Title bar of the dashboard frame, e.g. "Summit Roofing · March"'),
    badge: optionalText('Small badge in the title bar, e.g. "Sample data"'),
    items: z
      .array(
        z.strictObject({
          icon,
          value: text('The figure as shown, e.g. "$47,500"'),
          label: text('What the figure counts, e.g. "Monthly revenue"'),
          trend: optionalText('How it moved, e.g. "+18% vs last month"'),
          direction: z
            .enum(['up', 'down', 'flat'])
            .default('up')
            .describe('Whether the trend is good news (up), bad news (down) or neutral (flat)'),
        }),
      )
      .min(1)
      .max(8),
    chart: z
      .strictObject({
        title: text('What the bars show, e.g. "Monthly revenue, last 6 months"'),
        bars: z
          .array(
            z.strictObject({
              label: text('The bar\'s label under it, e.g. "Mar"'),
              value: z.number().nonnegative().describe("The bar's height as a number, e.g. 47500"),
              display: text('The value as shown above the bar, e.g. "$47.5K"'),
            }),
          )
          .min(2)
          .max(12),
      })
      .optional()
      .describe('An optional bar chart inside the dashboard frame, under the tiles'),
    note: optionalText('Small print under the dashboard, e.g. where the numbers come from'),
    ...closingAction,
  }),
  example: {
    title: 'Your business at a glance',
    caption: 'Rivera Painting · This month',
    badge: 'Sample data',
    items: [
      { icon: 'users', value: '127', label: 'Leads this month', trend: '+23% vs last month' },
      { icon: 'dollar', value: '$47,500', label: 'Monthly revenue', trend: '+18% vs last month' },
    ],
    chart: {
      title: 'Monthly revenue',
      bars: [
        { label: 'Feb', value: 40200, display: '$40.2K' },
        { label: 'Mar', value: 47500, display: '$47.5K' },
      ],
    },
    note: 'Sample figures from a painting contractor in their fourth month.',
    action: { label: 'See Your Dashboard', modal: 'demo' },
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [{ field: 'title', level: 2 }],
});
