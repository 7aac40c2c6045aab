import { defineRule } from '../define-rule.ts';
import { pageHead, SNIPPET } from '../page-head.ts';

const { max } = SNIPPET.description;

export const longDescription = defineRule({
  code: 'long-description',
  severity: 'warning',
  title: `Description over ${max} characters`,
  what: `Search engines cut descriptions after about ${max} characters.`,
  fix: `Shorten the description to ${max} characters or fewer.`,
  appliesTo: ['page'],
  stage: 'file',
  check(file) {
    const { description } = pageHead(file.data);
    const length = description?.length ?? 0;
    // Past the hard limit it is text-too-long's error instead.
    if (length <= max || length > SNIPPET.descriptionLimit) return [];
    return [
      {
        path: ['description'],
        message: `the description has ${length} characters; search results show about ${max}`,
      },
    ];
  },
});
