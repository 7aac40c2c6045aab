/**
 * Two people changed one file: the base both started from, theirs (saved first) and mine. The
 * file is cut into stretches both left alone and changes, where each change holds the base's
 * lines and each side's, so the author chooses per change. The two-way diffs come from
 * node-diff3; a change gathers every hunk of either side that touches the same base lines.
 */
import { diffPatch, type IPatchRes } from 'node-diff3';

export type Side = 'base' | 'theirs' | 'mine';

export interface Change {
  kind: 'change';
  base: string[];
  theirs: string[];
  mine: string[];
  /** Both sides changed these lines: the author must choose (else one side's change is taken). */
  conflict: boolean;
}

export type Segment = { kind: 'same'; lines: string[] } | Change;

const linesOf = (text: string) => text.split('\n');

interface Hunk {
  side: 'theirs' | 'mine';
  patch: IPatchRes<string>;
}

/** The side's lines over base[start, end), its hunks applied. */
function sideLines(base: string[], start: number, end: number, hunks: Hunk[]): string[] {
  const lines: string[] = [];
  let at = start;
  for (const { patch } of hunks) {
    lines.push(...base.slice(at, patch.buffer1.offset), ...patch.buffer2.chunk);
    at = patch.buffer1.offset + patch.buffer1.length;
  }
  lines.push(...base.slice(at, end));
  return lines;
}

export function segmentsOf(baseText: string, theirsText: string, mineText: string): Segment[] {
  const base = linesOf(baseText);
  const hunks: Hunk[] = [
    ...diffPatch(base, linesOf(theirsText)).map((patch) => ({ side: 'theirs' as const, patch })),
    ...diffPatch(base, linesOf(mineText)).map((patch) => ({ side: 'mine' as const, patch })),
  ].sort((a, b) => a.patch.buffer1.offset - b.patch.buffer1.offset);

  const segments: Segment[] = [];
  let at = 0;
  let index = 0;
  while (index < hunks.length) {
    const start = hunks[index]!.patch.buffer1.offset;
    let end = start + hunks[index]!.patch.buffer1.length;
    const group = [hunks[index]!];
    index += 1;
    // Hunks that overlap the change's base lines belong to it, and so do two insertions at one
    // point (their order is the author's call). Changes of adjacent lines stay apart.
    const joins = (next: IPatchRes<string>) =>
      next.buffer1.offset < end ||
      (next.buffer1.length === 0 &&
        next.buffer1.offset === end &&
        group.some((hunk) => hunk.patch.buffer1.length === 0 && hunk.patch.buffer1.offset === end));
    while (index < hunks.length && joins(hunks[index]!.patch)) {
      const next = hunks[index]!.patch;
      end = Math.max(end, next.buffer1.offset + next.buffer1.length);
      group.push(hunks[index]!);
      index += 1;
    }
    if (start > at) segments.push({ kind: 'same', lines: base.slice(at, start) });
    const of = (side: Hunk['side']) => group.filter((hunk) => hunk.side === side);
    const theirs = sideLines(base, start, end, of('theirs'));
    const mine = sideLines(base, start, end, of('mine'));
    segments.push({
      kind: 'change',
      base: base.slice(start, end),
      theirs,
      mine,
      conflict:
        of('theirs').length > 0 && of('mine').length > 0 && theirs.join('\n') !== mine.join('\n'),
    });
    at = end;
  }
  if (at < base.length) segments.push({ kind: 'same', lines: base.slice(at) });
  return segments;
}

/** What a change keeps unless the author says otherwise: the side that changed it (mine if both). */
export const defaultSide = (change: Change): Side =>
  change.mine.join('\n') !== change.base.join('\n') ? 'mine' : 'theirs';

/** The file with `choices[i]` taken for the i-th change. */
export function mergedText(segments: Segment[], choices: readonly Side[]): string {
  let change = 0;
  return segments
    .flatMap((segment) => {
      if (segment.kind === 'same') return segment.lines;
      const side = choices[change] ?? defaultSide(segment);
      change += 1;
      return segment[side];
    })
    .join('\n');
}
