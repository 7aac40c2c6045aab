import { defineBlock } from '../../src/content/define-block.ts';
import { listSection } from '../../src/content/section-frame.ts';
import { icon, optionalText, text } from '../../src/content/fields.ts';

export const trades = defineBlock({
  type: 'trades',
  label: 'Trades',
  description: 'The trades served, as a compact grid of icon tiles.',
  schema: listSection('muted', {
    icon,
    name: text('The trade, e.g. Roofing'),
    text: optionalText('A short line about it'),
  }),
  example: {
    title: 'Built for the trades',
    items: [
      { icon: 'paint-roller', name: 'Painting' },
      { icon: 'house', name: 'Roofing' },
      { icon: 'fan', name: 'HVAC' },
    ],
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [{ field: 'title', level: 2 }],
});
