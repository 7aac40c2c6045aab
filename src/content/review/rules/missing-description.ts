import { defineRule } from '../define-rule.ts';
import { pageHead } from '../page-head.ts';

export const missingDescription = defineRule({
  code: 'missing-description',
  severity: 'warning',
  title: 'Page without a description',
  what: 'The page has no `description:` (or only spaces), so search results and link previews show no summary.',
  fix: 'Add `description:` with one or two sentences (50–160 characters).',
  appliesTo: ['page'],
  stage: 'file',
  check(file) {
    const { description } = pageHead(file.data);
    if (description !== undefined && description.trim() !== '') return [];
    return [{ path: [], message: 'the page has no description' }];
  },
});
