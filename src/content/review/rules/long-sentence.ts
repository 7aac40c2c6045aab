import { byText } from '../by-text.ts';
import { defineRule } from '../define-rule.ts';
import { sentencesOf, wordsOf } from '../words.ts';

export const MAX_SENTENCE_WORDS = 40;

/** The words of a text's first sentence over the limit, or undefined. */
const longSentenceIn = byText((text) => {
  const long = sentencesOf(text).find((sentence) => wordsOf(sentence).length > MAX_SENTENCE_WORDS);
  return long === undefined ? undefined : wordsOf(long);
});

/** Prose read on a screen: over forty words a sentence loses most readers. */
export const longSentence = defineRule({
  code: 'long-sentence',
  severity: 'warning',
  title: `Sentence over ${MAX_SENTENCE_WORDS} words`,
  what: `A sentence of a prose field (an intro, a text, a description, a paragraph, an answer) has more than ${MAX_SENTENCE_WORDS} words, too long to read at a glance on a screen.`,
  fix: 'Split it into two or three sentences, or move the details into a list.',
  appliesTo: ['page', 'form', 'site'],
  stage: 'file',
  check: (file) =>
    file.texts().flatMap((text) => {
      if (text.lines !== 'prose') return [];
      const words = longSentenceIn(text.value);
      if (!words) return [];
      return [
        {
          path: text.path,
          message: `the sentence "${words.slice(0, 6).join(' ')} …" has ${words.length} words; keep sentences to ${MAX_SENTENCE_WORDS}`,
        },
      ];
    }),
});
