import { defineRule } from '../define-rule.ts';

/** A required text that is only spaces: it passes "not empty" and shows as nothing. */
export const blankText = defineRule({
  code: 'blank-text',
  severity: 'error',
  title: 'Required text is only spaces',
  what: 'A text the block, form or page requires holds nothing but spaces (or tabs and line breaks), so it shows as nothing: an empty heading, a button without words.',
  fix: 'Write the text, or remove the block or item it belongs to.',
  appliesTo: ['page', 'form', 'site'],
  stage: 'file',
  check: (file) =>
    file
      .texts()
      .filter((text) => text.required && text.value !== '' && text.value.trim() === '')
      .map((text) => ({ path: text.path, message: 'the text is only spaces; write it' })),
});
