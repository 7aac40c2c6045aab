/**
 * The undo history of one open file: the texts it had, whatever changed them (typing in the
 * YAML, a form field, typing on the page, a block moved or removed). Every change of the text
 * reaches the studio through the editor's one change callback, so recording there covers them
 * all in one stack; CodeMirror's own history is never asked (its keys call this one).
 *
 * A burst of typing in one place is one step: changes from the same source less than
 * `BURST_MS` apart join the step before, so Ctrl+Z takes back a word or a sentence, not a letter.
 * Operations (a block moved, an item added) are steps of their own.
 */

/** Where a change came from; equal keys within a burst join one step. Null: never joins. */
export type EditSource = string | null;

export const BURST_MS = 1000;

interface Step {
  text: string;
  source: EditSource;
  at: number;
}

export class EditHistory {
  private past: Step[] = [];
  private future: string[] = [];

  get canUndo() {
    return this.past.length > 0;
  }

  get canRedo() {
    return this.future.length > 0;
  }

  /** The text was `before` and a change from `source` made it something else at `now`. */
  record(before: string, source: EditSource, now: number) {
    this.future = [];
    const last = this.past.at(-1);
    if (last && source !== null && last.source === source && now - last.at < BURST_MS) {
      last.at = now;
      return;
    }
    this.past.push({ text: before, source, at: now });
  }

  /** The text to go back to from `current`, or null when nothing is left to undo. */
  undo(current: string): string | null {
    const step = this.past.pop();
    if (!step) return null;
    this.future.push(current);
    return step.text;
  }

  /** The text undone last, to go forward to from `current`, or null. */
  redo(current: string): string | null {
    const next = this.future.pop();
    if (next === undefined) return null;
    // Redone, it is a step of its own: typing after it never joins it.
    this.past.push({ text: current, source: null, at: 0 });
    return next;
  }
}
