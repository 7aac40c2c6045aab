import { defineRule } from '../define-rule.ts';
import { ONE_LINE_LIMIT } from '../text-fields.ts';
import { count } from '../../count.ts';

/** Hard limits: a page title, a description, any one-line text (a heading, a label, a name). */
export const textTooLong = defineRule({
  code: 'text-too-long',
  severity: 'error',
  title: 'Text over its length limit',
  what: `A text holds more characters than its field allows: a page title more than 200, a page description more than 500, a one-line text (a title, eyebrow, label, name or heading, or a field its block marks as one line) more than its block sets, ${ONE_LINE_LIMIT} unless it says otherwise. Usually a whole paragraph or document was pasted into the wrong field.`,
  fix: 'Shorten the text to the limit the error gives, or move the long text into a field meant for it (an intro, a text, paragraphs).',
  appliesTo: ['page', 'form', 'site'],
  stage: 'file',
  check: (file) =>
    file.texts().flatMap((text) =>
      text.limit !== undefined && text.value.length > text.limit
        ? [
            {
              path: text.path,
              message: `the text has ${count(text.value.length)} characters; this field holds at most ${count(text.limit)}`,
            },
          ]
        : [],
    ),
});
