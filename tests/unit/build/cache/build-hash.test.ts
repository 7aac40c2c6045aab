/**
 * The build cache's hashOf (src/build/cache/hash.ts): the sha256 of its parts, each
 * prefixed by its length in bytes, whatever mix of texts and bytes they are; so keys written by
 * one build are the next one's, and parts split elsewhere hash otherwise.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashOf } from '../../../../src/build/cache/hash.ts';

/** The stream hashOf stands for, fed to a hash one piece at a time. */
function streamed(parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

const part = fc.oneof(fc.string({ unit: 'grapheme' }), fc.uint8Array());

describe('hashOf', () => {
  it('is the sha256 of its length-prefixed parts, texts and bytes alike', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), (parts) => {
        expect(hashOf(...parts)).toBe(streamed(parts));
      }),
    );
  });

  it('tells apart the same text cut at another place', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 2 }), fc.nat(), fc.nat(), (text, first, second) => {
        const one = 1 + (first % (text.length - 1));
        const other = 1 + (second % (text.length - 1));
        fc.pre(one !== other);
        expect(hashOf(text.slice(0, one), text.slice(one))).not.toBe(
          hashOf(text.slice(0, other), text.slice(other)),
        );
      }),
    );
  });
});
