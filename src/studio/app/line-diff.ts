/**
 * A line diff (longest common subsequence) for the save-conflict dialog. Page files are a few
 * hundred lines, so the quadratic table is small; no library is needed for that.
 */
export interface DiffLine {
  kind: 'same' | 'mine' | 'theirs';
  text: string;
}

export function lineDiff(mine: string, theirs: string): DiffLine[] {
  const a = mine.split('\n');
  const b = theirs.split('\n');
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lengths[i]![j + 1]! >= lengths[i + 1]![j]!)) {
      lines.push({ kind: 'theirs', text: b[j++]! });
    } else {
      lines.push({ kind: 'mine', text: a[i++]! });
    }
  }
  return lines;
}
