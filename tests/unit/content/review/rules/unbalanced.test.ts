/**
 * The bracket check's quick path (a text with no bracket or curly quote skips the walk) reads a
 * text as the walk does: a balanced pair added at the end sends the text through the walk and
 * changes nothing of what is wrong with it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unbalanced } from '../../../../../src/content/review/rules/unbalanced-punctuation.ts';

const character = fc.constantFrom(...'ab (){}[]“”"\'’\n');

describe('unbalanced', () => {
  it('reads a text alike with and without a balanced pair after it', () => {
    fc.assert(
      fc.property(fc.array(character, { maxLength: 24 }), (characters) => {
        const text = characters.join('');
        expect(unbalanced(text)).toBe(unbalanced(`${text} ()`));
      }),
      { numRuns: 2000 },
    );
  });

  it('names what is wrong', () => {
    expect(unbalanced('Plans (monthly')).toBe('a ( that is never closed');
    expect(unbalanced('Plans monthly)')).toBe('a ) that closes nothing');
    expect(unbalanced('He said "hi')).toBe('an odd number of " quotes');
    expect(unbalanced('He said “hi')).toBe('a “ that is never closed');
    expect(unbalanced('Plain text')).toBeNull();
    expect(unbalanced('Plans (monthly) “and” "yearly"')).toBeNull();
  });
});
