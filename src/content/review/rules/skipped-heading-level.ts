import { formatPath } from '../../positions.ts';
import { defineRule, type Finding } from '../define-rule.ts';

/** Levels go down one at a time, across blocks, as the page renders them. */
export const skippedHeadingLevel = defineRule({
  code: 'skipped-heading-level',
  severity: 'warning',
  title: 'Heading level skipped',
  what: "A heading is more than one level below the heading before it on the page (an h3 right after the h1), so the page's outline has a gap that screen-reader users navigating by headings notice. The levels come from the blocks' definitions: a section's title is an h2, the cards inside it h3.",
  fix: 'Give the block before it a title (its section heading), or use a block whose headings fit here.',
  appliesTo: ['page'],
  stage: 'file',
  check(file) {
    const outline = file.outline();
    const found: Finding[] = [];
    outline.forEach((heading, index) => {
      const before = outline[index - 1];
      if (!before || heading.level <= before.level + 1) return;
      found.push({
        path: heading.path,
        message: `an h${heading.level} right after the h${before.level} of ${formatPath(before.path)}: the h${before.level + 1} between is missing`,
      });
    });
    return found;
  },
});
