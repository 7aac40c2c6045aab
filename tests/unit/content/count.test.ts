/** count (src/content/count.ts) writes a whole number as en-US does: 12,345. */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { count } from '../../../src/content/count.ts';

it('writes every whole number as toLocaleString("en-US") does', () => {
  fc.assert(
    fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (n) => {
      expect(count(n)).toBe(n.toLocaleString('en-US'));
    }),
  );
});
