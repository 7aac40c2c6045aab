import { characterName } from '../../text-limits.ts';
import { defineRule } from '../define-rule.ts';

/** C0 and C1 controls other than tab and line breaks, and DEL: written as escapes ("\a"). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F]/u;

/**
 * A text holding a control character. The raw file is checked for them before YAML reads it
 * (text-limits.ts reports this code there); this finds the ones written as escapes in quotes.
 */
export const controlCharacter = defineRule({
  code: 'control-character',
  severity: 'error',
  title: 'Invisible character not allowed',
  what: 'The file or one of its texts holds a control character (a NUL byte, a bell, an escape, half of an emoji…), pasted from another program or written as an escape such as "\\a" or "\\u0007" in a quoted text. No visitor could mean it, and browsers show it as a box or nothing.',
  fix: 'Delete the character at the line and column given (an editor shows it as a box or a code such as <0x00>), or the escape in the quoted text, or retype the text.',
  appliesTo: ['page', 'form', 'site'],
  stage: 'file',
  check: (file) =>
    file.texts().flatMap((text) => {
      const found = CONTROL.exec(text.value);
      if (!found) return [];
      const name = characterName(found[0]);
      return [
        {
          path: text.path,
          message: `the text holds the invisible character ${name} (character ${found.index + 1})`,
        },
      ];
    }),
});
