import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { action, imageField, optionalText, text, visual } from '../../src/content/fields.ts';
import { textKind } from '../../src/content/tags.ts';

export const hero = defineBlock({
  type: 'hero',
  label: 'Opening band',
  description:
    'The opening band of a page: label, main heading, intro, buttons and an optional image.',
  schema: z.strictObject({
    // A pill above the heading holds a few words: over 80 characters is the review's error.
    eyebrow: textKind(optionalText('Small label above the heading, e.g. "AI Lead Automation"'), {
      lines: 'one-line',
      limit: 80,
    }),
    title: text('The page heading (the only h1 of the page)'),
    highlight: optionalText('Words appended to the heading in the accent colour'),
    intro: text('One or two sentences under the heading'),
    actions: z.array(action).default([]).describe('Buttons, most important first'),
    points: z
      .array(z.string().min(1))
      .max(4)
      .default([])
      .describe('Short trust points under the buttons'),
    visual: visual
      .optional()
      .describe(
        'A drawn product picture or illustration, beside the text on wide screens and under it on phones (a photo, if set, takes its place)',
      ),
    image: imageField('hero')
      .optional()
      .describe(
        'A photo or picture beside the text on wide screens and under it on phones; shown instead of the visual when both are set',
      ),
  }),
  example: {
    eyebrow: 'AI Lead Automation',
    title: 'Never miss another lead',
    highlight: 'even after hours',
    intro: 'Every call, form and message answered in under a minute, then booked on your calendar.',
    actions: [
      { label: 'Get a Free Strategy Call', modal: 'consultation' },
      { label: 'See How It Works', to: '/how-training-works', variant: 'ghost' },
    ],
    points: ['Callback within 24 hours', 'No long-term contract'],
    visual: 'lead-reply',
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [{ field: 'title', level: 1 }],
});
