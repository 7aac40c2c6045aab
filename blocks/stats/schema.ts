import { defineBlock } from '../../src/content/define-block.ts';
import { listSection } from '../../src/content/section-frame.ts';
import { optionalText, text } from '../../src/content/fields.ts';

export const stats = defineBlock({
  type: 'stats',
  label: 'Figures',
  description: 'A band of headline figures (results, impact numbers).',
  schema: listSection(
    'dark',
    {
      value: text('The figure as shown, e.g. "$2.5M+"'),
      label: text('What the figure counts, e.g. "Jobs booked"'),
      detail: optionalText('A short qualifier under the label'),
    },
    { max: 6 },
  ),
  example: {
    title: 'Results our contractors see',
    items: [
      { value: '150+', label: 'Contractors served' },
      { value: '$2.5M+', label: 'Jobs booked' },
      { value: '85%', label: 'Less admin time', detail: 'Within the first 90 days' },
    ],
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [{ field: 'title', level: 2 }],
});
