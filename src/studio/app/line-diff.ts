/**
 * The line diff the save-conflict dialog shows: `diff` (jsdiff) finds the changed runs, and
 * this only turns them into one entry per line, labelled from the author's point of view.
 */
import { diffLines } from 'diff';

export interface DiffLine {
  kind: 'same' | 'mine' | 'theirs';
  text: string;
}

/** `mine` is the editor's text, `theirs` the file on disk now. */
export function lineDiff(mine: string, theirs: string): DiffLine[] {
  return diffLines(mine, theirs).flatMap((change) => {
    const kind = change.removed ? 'mine' : change.added ? 'theirs' : 'same';
    const lines = change.value.split('\n');
    // A run ends with the line's newline, which leaves an empty piece after it.
    if (lines.at(-1) === '') lines.pop();
    return lines.map((text) => ({ kind, text }) satisfies DiffLine);
  });
}
