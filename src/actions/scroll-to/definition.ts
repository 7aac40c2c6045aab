import { z } from 'zod';
import { didYouMean } from '../../content/suggest.ts';
import { defineActionKind } from '../define-action.ts';

export const scrollToAction = defineActionKind({
  key: 'scrollTo',
  fields: {
    scrollTo: z.string().describe('The id of a section on the page to scroll to'),
  },
  summary:
    'Scrolls to a section (a block with that `id:`), going to its page first when it is elsewhere.',
  example: 'scrollTo: contact',
  checkProject({ scrollTo }, project, report) {
    if (project.sectionIds.has(scrollTo)) return;
    report({
      problem: 'unknown-section',
      message: `no section of any page has the id "${scrollTo}"${didYouMean(scrollTo, [...project.sectionIds])}`,
    });
  },
  linksTo: (id, sectionRoutes) => sectionRoutes[id],
});
