import { documentTitle } from '../../title-template.ts';
import { defineRule } from '../define-rule.ts';
import { SNIPPET } from '../page-head.ts';

const { min, max } = SNIPPET.title;

/** The title as search results show it: with the site's template ("Pricing | TradeLift"). */
export const snippetTitle = defineRule({
  code: 'snippet-title',
  severity: 'warning',
  title: `Title outside ${min}–${max} characters in search results`,
  what: `Search results show a page's title with the site's name after it ("Pricing | TradeLift", the template of src/content/title-template.ts with brand.name from pages/_site.yaml). Under ${min} characters it says too little; over about ${max} it is cut off.`,
  fix: `Write a title that reads ${min}–${max} characters with the site's name added: name what the page offers, not the site.`,
  appliesTo: ['page'],
  stage: 'project',
  check: (project) =>
    project.pages.flatMap((page) => {
      const { title } = page.head;
      // Past the hard limit it is text-too-long's error instead.
      if (title === undefined || title.length > SNIPPET.titleLimit) return [];
      const shown = documentTitle(title, project.site.name);
      if (shown.length >= min && shown.length <= max) return [];
      return [
        {
          file: page.file,
          path: ['title'],
          message: `the title reads "${shown}" in search results: ${shown.length} characters, where ${min}–${max} show well`,
        },
      ];
    }),
});
