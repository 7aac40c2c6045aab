import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { sectionHeading } from '../../src/content/section-frame.ts';
import { action, imageField, optionalText, text } from '../../src/content/fields.ts';
import { filterSchema } from '../../src/content/filter-schema.ts';

const article = z.strictObject({
  category: text('Topic, e.g. "Lead Generation"'),
  title: text('Headline'),
  excerpt: text('Two sentences that make a contractor want to read on'),
  date: z.iso.date().describe('The day it was published'),
  readTime: optionalText('e.g. "6 min read"'),
  author: z.strictObject({
    name: text('Author name'),
    role: optionalText('Author role'),
    image: imageField('avatar').optional().describe('A photo; without one, initials are drawn'),
  }),
  image: imageField('card').describe('Cover art, 16:10'),
  action: action.describe('The read button: e.g. a modal that emails the full article'),
});

export const articles = defineBlock({
  type: 'articles',
  label: 'Articles',
  description: 'Blog articles: a featured article and cards with category, date and author.',
  wakes: 'visible',
  schema: z.strictObject({
    ...sectionHeading,
    filter: filterSchema(['title', 'excerpt', 'category', 'author.name'], ['category']).optional(),
    featured: article.optional().describe('The article shown large above the cards'),
    items: z.array(article).min(1).describe('Article cards'),
  }),
  example: {
    items: [
      {
        category: 'Lead Generation',
        title: 'Speed to lead: why the first five minutes decide the job',
        excerpt: 'Homeowners call three contractors. The first one to answer usually wins.',
        date: '2026-11-03',
        author: { name: 'Maya Patel' },
        image: { src: '/images/blog/speed-to-lead.svg', decorative: true },
        action: { label: 'Read Article', modal: 'newsletter' },
      },
    ],
  },
  // The headings the component renders (the content review's outline; see define-block.ts).
  headings: [
    { field: 'title', level: 2 },
    { field: 'featured.title', level: 3 },
    { field: 'items[].title', level: 3 },
  ],
});
