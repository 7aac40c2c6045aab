import { defineRule } from '../define-rule.ts';
import { sameText } from '../same-text.ts';

export const duplicateDescription = defineRule({
  code: 'duplicate-description',
  severity: 'warning',
  title: 'Two pages with one description',
  what: 'Two pages have the same `description:`, so their search results read alike and search engines may write their own.',
  fix: 'Describe what each page offers in its own words.',
  appliesTo: ['page'],
  stage: 'project',
  check: (project) => sameText(project.pages, 'description'),
});
