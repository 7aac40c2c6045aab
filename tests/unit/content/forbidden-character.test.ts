/**
 * hasForbiddenCharacter (src/content/text-limits.ts) takes a quick scan first, which also stops
 * at surrogates that are paired: it answers as checkText, which names the character, does.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { checkText, hasForbiddenCharacter } from '../../../src/content/text-limits.ts';

/** Texts of ordinary characters, controls, emoji (paired surrogates) and lone surrogates. */
const piece = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('😀', '\uD83D', '\uDE00', '\uFFFE', '\uFFFF', '\u0085', '\t', '\n', '\r'),
);
const text = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));

it('finds a forbidden character exactly where checkText reports one', () => {
  fc.assert(
    fc.property(text, (source) => {
      const reported = checkText(source).problem?.code === 'control-character';
      expect(hasForbiddenCharacter(source)).toBe(reported);
    }),
    { numRuns: 2000 },
  );
});

it('lets paired surrogates (an emoji) through and stops a lone one', () => {
  expect(hasForbiddenCharacter('title: Fast 😀 service')).toBe(false);
  expect(hasForbiddenCharacter('title: half \uD83D of one')).toBe(true);
  expect(hasForbiddenCharacter('title: bell \u0007')).toBe(true);
});
