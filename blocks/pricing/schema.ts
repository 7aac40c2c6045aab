import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { sectionFrame } from '../../src/content/section-frame.ts';
import { action, optionalText, text } from '../../src/content/fields.ts';

const dollars = (description: string) => z.number().nonnegative().optional().describe(description);

const plan = z
  .strictObject({
    title: text('Name of the plan, e.g. "Growth"'),
    subtitle: optionalText('Who it is for, in a few words'),
    monthlyFee: dollars('Monthly fee in dollars, e.g. 797'),
    setupFee: dollars('One-time setup fee in dollars, e.g. 4997'),
    transactionFee: z
      .number()
      .nonnegative()
      .optional()
      .describe('Transaction fee in percent, e.g. 2.9'),
    price: dollars('A headline price in dollars when the plan is not monthly, e.g. 15000'),
    pricePrefix: optionalText('Word before the price, e.g. "From"'),
    period: optionalText('What the price is per, e.g. "one-time", "per report", "project"'),
    priceText: optionalText('A price in words instead of a figure, e.g. "Custom"'),
    features: z.array(z.string().min(1)).min(1).describe('What the plan includes'),
    recommended: z.boolean().default(false).describe('Highlights the card with a badge'),
    badge: optionalText('Badge text of a recommended plan (default "Most Popular")'),
    action: action.describe('The button of the card'),
  })
  .superRefine((value, ctx) => {
    if (
      value.monthlyFee === undefined &&
      value.price === undefined &&
      value.priceText === undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'a plan needs a price: monthlyFee, price or priceText',
      });
    }
  });

export const pricing = defineBlock({
  type: 'pricing',
  label: 'Pricing plans',
  description:
    'Plan or package cards with fees, features and a button; optional add-ons and terms.',
  schema: z.strictObject({
    ...sectionFrame(),
    plans: z.array(plan).min(1),
    addons: z
      .strictObject({
        title: text('Heading of the add-ons, e.g. "Add-ons"'),
        items: z
          .array(
            z.strictObject({
              name: text('e.g. "Google Ads management"'),
              monthlyFee: z.number().nonnegative().describe('Price per month in dollars'),
              description: optionalText('One line about it'),
            }),
          )
          .min(1),
      })
      .optional(),
    note: optionalText('Terms under the cards, e.g. "Month-to-month. 30 days notice to cancel."'),
  }),
  example: {
    title: 'Simple, transparent pricing',
    plans: [
      {
        title: 'Starter',
        subtitle: 'For contractors getting started',
        setupFee: 2997,
        monthlyFee: 497,
        transactionFee: 2.9,
        features: ['Professional website', 'AI lead response'],
        action: { label: 'Get Started', modal: 'assessment' },
      },
      {
        title: 'Growth',
        setupFee: 4997,
        monthlyFee: 797,
        transactionFee: 2.9,
        recommended: true,
        features: ['Everything in Starter', 'Secure booking system'],
        action: { label: 'Get Started', modal: 'assessment' },
      },
    ],
    addons: { title: 'Add-ons', items: [{ name: 'Google Ads management', monthlyFee: 500 }] },
    note: 'Month-to-month. Cancel with 30 days notice.',
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { field: 'plans[].title', level: 3 },
    { field: 'addons.title', level: 3 },
  ],
});
