import { byText } from '../by-text.ts';
import { defineRule } from '../define-rule.ts';

/** Filler and notes to self: lorem ipsum, TODO, TBD, XXX, FIXME, TKTK, "[insert …]". */
const PLACEHOLDERS = [
  /\blorem ipsum\b/i,
  /\bdolor sit amet\b/i,
  /(?<![\p{L}\p{N}])(?:TODO|TBD|TBA|FIXME|XXX+|TKTK)(?![\p{L}\p{N}])/u,
  /\[\s*(?:insert|add|your|placeholder)\b[^\]]*\]/i,
];

/** The placeholder a text holds, or undefined. */
const placeholderIn = byText(
  (text) => PLACEHOLDERS.map((pattern) => pattern.exec(text)).find(Boolean)?.[0],
);

export const placeholderText = defineRule({
  code: 'placeholder-text',
  severity: 'warning',
  title: 'Placeholder text',
  what: 'A text holds filler or a note to self: lorem ipsum, TODO, TBD, TBA, FIXME, XXX, TKTK or "[insert …]". Visitors would read it as it is.',
  fix: 'Write the real text, or remove the field or block until it exists.',
  appliesTo: ['page', 'form', 'site'],
  stage: 'file',
  check: (file) =>
    file.texts().flatMap((text) => {
      const found = placeholderIn(text.value);
      return found ? [{ path: text.path, message: `"${found}" is placeholder text` }] : [];
    }),
});
