import { formatPath } from '../../positions.ts';
import { defineRule } from '../define-rule.ts';

/** Each page has one main heading, which names it: worked out from the blocks' definitions. */
export const mainHeading = defineRule({
  code: 'main-heading',
  severity: 'warning',
  title: 'Not exactly one main heading',
  what: 'A page should have exactly one h1, its main heading, which screen readers and search engines take as its name. The blocks of this page render none, or more than one (a hero and a curriculum each render one; each block definition says which headings it renders).',
  fix: 'Start the page with one block that renders the h1 (a hero), and only one.',
  appliesTo: ['page'],
  stage: 'file',
  check(file) {
    const h1s = file.outline().filter((heading) => heading.level === 1);
    if (h1s.length === 0) {
      return [{ path: [], message: 'no block of the page renders an h1 (a hero does)' }];
    }
    const [first, ...more] = h1s;
    return more.map((heading) => ({
      path: heading.path,
      message: `a second h1: the page's h1 is already ${formatPath(first!.path)}`,
    }));
  },
});
