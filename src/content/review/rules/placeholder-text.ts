import { byText } from '../by-text.ts';
import { defineRule } from '../define-rule.ts';

/**
 * How the new-page scaffold (src/scaffold/page.ts) asks for a text: "Replace this with …",
 * "Replace this sentence with …". A page made by New page and never written goes no further.
 */
export const SCAFFOLD_PLACEHOLDER = /\bReplace this(?: sentence)? with\b/;

/**
 * Filler and notes to self: lorem ipsum, TODO, TBD, XXX, FIXME, TKTK, "[insert …]", and the
 * scaffold's "Replace this with …".
 */
const PLACEHOLDERS = [
  /\blorem ipsum\b/i,
  /\bdolor sit amet\b/i,
  /(?<![\p{L}\p{N}])(?:TODO|TBD|TBA|FIXME|XXX+|TKTK)(?![\p{L}\p{N}])/u,
  /\[\s*(?:insert|add|your|placeholder)\b[^\]]*\]/i,
  SCAFFOLD_PLACEHOLDER,
];

/** The placeholder a text holds, or undefined. */
const placeholderIn = byText(
  (text) => PLACEHOLDERS.map((pattern) => pattern.exec(text)).find(Boolean)?.[0],
);

export const placeholderText = defineRule({
  code: 'placeholder-text',
  severity: 'warning',
  title: 'Placeholder text',
  what: 'A text holds filler or a note to self: lorem ipsum, TODO, TBD, TBA, FIXME, XXX, TKTK, "[insert …]", or the "Replace this with …" a new page starts with. Visitors would read it as it is.',
  fix: 'Write the real text, or remove the field or block until it exists.',
  appliesTo: ['page', 'form', 'site'],
  stage: 'file',
  check: (file) =>
    file.texts().flatMap((text) => {
      const found = placeholderIn(text.value);
      return found ? [{ path: text.path, message: `"${found}" is placeholder text` }] : [];
    }),
});
