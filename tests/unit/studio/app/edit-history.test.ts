// The studio's one undo history: bursts from one source join, operations stand alone, redo
// is cleared by a new change.
import { describe, expect, it } from 'vitest';
import { BURST_MS, EditHistory } from '../../../../src/studio/app/edit-history.ts';

describe('EditHistory', () => {
  it('takes back a burst of typing in one step, and a pause or another source starts a new one', () => {
    const history = new EditHistory();
    history.record('a', 'yaml', 0);
    history.record('ab', 'yaml', 100);
    history.record('abc', 'yaml', 200 + BURST_MS); // after a pause
    history.record('abcd', 'form', 300 + BURST_MS); // another source
    expect(history.undo('abcde')).toBe('abcd');
    expect(history.undo('abcd')).toBe('abc');
    expect(history.undo('abc')).toBe('a');
    expect(history.canUndo).toBe(false);
    expect(history.undo('a')).toBeNull();
  });

  it('keeps an operation (no source) a step of its own, and redoes what was undone', () => {
    const history = new EditHistory();
    history.record('one', null, 0);
    history.record('two', null, 10);
    expect(history.undo('three')).toBe('two');
    expect(history.canRedo).toBe(true);
    expect(history.redo('two')).toBe('three');
    expect(history.undo('three')).toBe('two');
    expect(history.undo('two')).toBe('one');
  });

  it('forgets what was undone once the text changes again', () => {
    const history = new EditHistory();
    history.record('a', 'page ["title"]', 0);
    expect(history.undo('b')).toBe('a');
    history.record('a', 'yaml', 5);
    expect(history.canRedo).toBe(false);
  });
});
