import * as z from 'zod';
import { defineActionKind } from '../define-action.ts';

export const scrollToAction = defineActionKind({
  key: 'scrollTo',
  fields: {
    scrollTo: z.string().describe('The section of this page to scroll to'),
  },
  summary:
    'Scrolls to a section (a block with that `id:`), going to its page first when it is elsewhere.',
  example: 'scrollTo: contact',
  // A target no page declares is the content review's unknown-section (src/content/review/).
  linksTo: (id, sectionRoutes) => sectionRoutes[id],
});
