import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultSide,
  mergedText,
  segmentsOf,
  type Change,
  type Side,
} from '../../../../../src/studio/app/merge/change-groups.ts';

const changes = (base: string, theirs: string, mine: string) =>
  segmentsOf(base, theirs, mine).filter((segment): segment is Change => segment.kind === 'change');

const everywhere = (base: string, theirs: string, mine: string, side: Side) => {
  const segments = segmentsOf(base, theirs, mine);
  return mergedText(
    segments,
    changes(base, theirs, mine).map(() => side),
  );
};

// Files of a few short lines from a small alphabet, so edits overlap often.
const file = fc
  .array(fc.constantFrom('a', 'b', 'c', 'title: X', ''), { maxLength: 8 })
  .map((lines) => lines.join('\n'));

describe('changes between base, theirs and mine', () => {
  it('gives back each side whole when that side is chosen for every change', () => {
    fc.assert(
      fc.property(file, file, file, (base, theirs, mine) => {
        expect(everywhere(base, theirs, mine, 'mine')).toBe(mine);
        expect(everywhere(base, theirs, mine, 'theirs')).toBe(theirs);
        expect(everywhere(base, theirs, mine, 'base')).toBe(base);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps both people’s edits of different lines, and asks where both edited one line', () => {
    const base = 'title: Pricing\nintro: Plans\nnote: none';
    const theirs = 'title: Pricing plans\nintro: Plans\nnote: none';
    const mine = 'title: Pricing\nintro: Plans\nnote: call us';
    const found = changes(base, theirs, mine);
    expect(found.map((change) => change.conflict)).toEqual([false, false]);
    expect(mergedText(segmentsOf(base, theirs, mine), found.map(defaultSide))).toBe(
      'title: Pricing plans\nintro: Plans\nnote: call us',
    );

    // Adjacent lines changed by different people are two changes, each keeping its side.
    const adjacent = 'title: Pricing plans\nintro: Plans\nnote: none';
    const other = 'title: Pricing\nintro: All plans\nnote: none';
    expect(changes(base, adjacent, other).map((change) => change.conflict)).toEqual([false, false]);
    expect(mergedText(segmentsOf(base, adjacent, other), [])).toBe(
      'title: Pricing plans\nintro: All plans\nnote: none',
    );

    const clash = changes(
      base,
      'title: Ours\nintro: Plans\nnote: none',
      'title: Mine\nintro: Plans\nnote: none',
    );
    expect(clash).toEqual([
      {
        kind: 'change',
        base: ['title: Pricing'],
        theirs: ['title: Ours'],
        mine: ['title: Mine'],
        conflict: true,
      },
    ]);
  });
});
