import { byText } from '../by-text.ts';
import { defineRule } from '../define-rule.ts';

/** The same word twice in a row ("the the"), across a line break too. */
const REPEATED = /(?<![\p{L}\p{N}'’-])([\p{L}]+)\s+\1(?![\p{L}\p{N}'’-])/iu;

/** The words written twice in a text, as written ("the the"), or undefined. */
const repeatedIn = byText((text) => REPEATED.exec(text)?.[0]);

export const repeatedWord = defineRule({
  code: 'repeated-word',
  severity: 'warning',
  title: 'Word written twice',
  what: 'A text has the same word twice in a row ("the the"), usually left over from an edit.',
  fix: 'Delete one of the two. When the repetition is meant ("had had"), switch the rule off for that field with a reason (see docs/authoring.md).',
  appliesTo: ['page', 'form', 'site'],
  stage: 'file',
  check: (file) =>
    file.texts().flatMap((text) => {
      const found = repeatedIn(text.value);
      return found
        ? [{ path: text.path, message: `"${found.replace(/\s+/g, ' ')}": a word written twice` }]
        : [];
    }),
});
