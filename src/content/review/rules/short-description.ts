import { defineRule } from '../define-rule.ts';
import { pageHead, SNIPPET } from '../page-head.ts';

const { min } = SNIPPET.description;

export const shortDescription = defineRule({
  code: 'short-description',
  severity: 'warning',
  title: `Description under ${min} characters`,
  what: `A description of fewer than ${min} characters says too little in a search result, and search engines often replace it with text taken from the page.`,
  fix: `Write one or two sentences of ${min}–${SNIPPET.description.max} characters on what the visitor finds on the page.`,
  appliesTo: ['page'],
  stage: 'file',
  check(file) {
    const { description } = pageHead(file.data);
    const length = description?.trim().length ?? 0;
    // No description at all is missing-description's warning.
    if (length === 0 || length >= min) return [];
    return [
      {
        path: ['description'],
        message: `the description has ${length} characters; a search result shows ${min}–${SNIPPET.description.max}`,
      },
    ];
  },
});
