/**
 * The bracket check's quick path (a text with no bracket or curly quote skips the walk) gives
 * what the plain walk over every character gives.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unbalanced } from '../../../src/content/review/rules/unbalanced-punctuation.ts';

/** The plain reading: every character through the stack, then the straight quotes. */
function plainReading(text: string): string | null {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}', '“': '”' };
  const closers = new Map(Object.entries(pairs).map(([open, close]) => [close, open]));
  const open: string[] = [];
  for (const character of text) {
    if (character in pairs) open.push(character);
    else if (closers.has(character)) {
      if (open.at(-1) !== closers.get(character)) return `a ${character} that closes nothing`;
      open.pop();
    }
  }
  if (open.length > 0) return `a ${open.at(-1)} that is never closed`;
  return (text.split('"').length - 1) % 2 === 1 ? 'an odd number of " quotes' : null;
}

const character = fc.constantFrom(...'ab (){}[]“”"\'’\n');

describe('unbalanced', () => {
  it('reads every text as the plain walk does', () => {
    fc.assert(
      fc.property(fc.array(character, { maxLength: 24 }), (characters) => {
        const text = characters.join('');
        expect(unbalanced(text)).toBe(plainReading(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('names what is wrong', () => {
    expect(unbalanced('Plans (monthly')).toBe('a ( that is never closed');
    expect(unbalanced('He said "hi')).toBe('an odd number of " quotes');
    expect(unbalanced('Plain text')).toBeNull();
  });
});
