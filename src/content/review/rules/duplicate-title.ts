import { defineRule } from '../define-rule.ts';
import { sameText } from '../same-text.ts';

export const duplicateTitle = defineRule({
  code: 'duplicate-title',
  severity: 'warning',
  title: 'Two pages with one title',
  what: 'Two pages have the same `title:`, so search results and browser tabs cannot tell them apart, and search engines may show only one.',
  fix: 'Give each page a title that names what only it offers.',
  appliesTo: ['page'],
  stage: 'project',
  check: (project) => sameText(project.pages, 'title'),
});
