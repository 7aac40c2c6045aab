import { defineBlock } from '../../src/content/define-block.ts';
import { iconCardSection } from '../../src/content/section-frame.ts';
import { action, optionalText } from '../../src/content/fields.ts';

export const linkCards = defineBlock({
  type: 'link-cards',
  label: 'Link cards',
  description: 'Resource cards that each lead somewhere: guides, help topics, ways to reach us.',
  schema: iconCardSection('What the visitor finds there, one or two sentences', {
    meta: optionalText('A small detail line, e.g. "6 articles" or "Reply within 1 hour"'),
    action: action.describe('Where the card leads; its label is the link text'),
  }),
  example: {
    title: 'Get help your way',
    columns: 2,
    items: [
      {
        icon: 'rocket',
        title: 'Getting started',
        text: 'What happens in your first 30 days, week by week.',
        meta: 'Onboarding',
        action: { label: 'See the 30-day plan', to: '/how-training-works' },
      },
      {
        icon: 'phone',
        title: 'Call support',
        text: 'Talk to a person who knows your account.',
        meta: 'Mon–Fri 8–6 EST',
        action: { label: 'Call (555) 123-4567', href: 'tel:+15551234567' },
      },
    ],
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { field: 'items[].title', level: 3 },
  ],
});
