/**
 * The open file's undo history (edit-history.ts) wired to the editor: every change of the text
 * is recorded as it reaches the studio (`changed`), the source of the next change is named by
 * whoever makes it (`from`), and undo and redo write the text back through the editor, like any
 * edit, so the form, the preview and the draft follow. Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y)
 * anywhere in the studio outside the editor come here too; the editor's keymap sends them here
 * and the preview frame posts them.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { SourceEditorHandle } from './editor/SourceEditor.tsx';
import { EditHistory, type EditSource } from './edit-history.ts';

export interface HistoryControls {
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  /** Names the source of the changes `make` makes (typing bursts from one source join). */
  from: (source: EditSource, make: () => void) => void;
  /** The editor's text went from `before` to another: one change to record. */
  changed: (before: string) => void;
}

/** Whether a key event asks for undo or redo, in the keys every editor uses. */
export function historyKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>) {
  if (!(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/** Marks the part of the studio whose text boxes edit the open file (the form view). */
export const HISTORY_SCOPE = 'data-studio-history';

/**
 * Whether a key pressed on `target` is for the file's history: anywhere but a text box of its
 * own (a dialog's, the file search), whose Ctrl+Z undoes its own typing.
 */
export function forTheFile(target: EventTarget | null) {
  if (!(target instanceof Element)) return true;
  if (target.closest('dialog, [role="dialog"]')) return false;
  const ownText = target.matches('input, textarea, select, [contenteditable]');
  return !ownText || target.closest(`[${HISTORY_SCOPE}]`) !== null;
}

export function useEditHistory(
  editor: RefObject<SourceEditorHandle | null>,
  /** The open file, as opened: a new value starts a new history. */
  opening: string | null,
): HistoryControls {
  const history = useRef(new EditHistory());
  const source = useRef<EditSource>('yaml');
  const replaying = useRef(false);
  const [can, setCan] = useState({ undo: false, redo: false });
  const sync = useCallback(() => {
    const next = { undo: history.current.canUndo, redo: history.current.canRedo };
    setCan((shown) => (shown.undo === next.undo && shown.redo === next.redo ? shown : next));
  }, []);

  useEffect(() => {
    history.current = new EditHistory();
    sync();
  }, [opening, sync]);

  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const current = editor.current;
      if (!current) return;
      const text = history.current[direction](current.text());
      if (text === null) return;
      replaying.current = true;
      try {
        current.replace(text);
      } finally {
        replaying.current = false;
      }
      sync();
    },
    [editor, sync],
  );
  const undo = useCallback(() => step('undo'), [step]);
  const redo = useCallback(() => step('redo'), [step]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const wanted = historyKey(event);
      if (!wanted || event.defaultPrevented || !forTheFile(event.target)) return;
      event.preventDefault();
      step(wanted);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [step]);

  return {
    canUndo: can.undo,
    canRedo: can.redo,
    undo,
    redo,
    from: useCallback((named, make) => {
      const previous = source.current;
      source.current = named;
      try {
        make();
      } finally {
        source.current = previous;
      }
    }, []),
    changed: useCallback(
      (before) => {
        if (replaying.current) return;
        history.current.record(before, source.current, performance.now());
        sync();
      },
      [sync],
    ),
  };
}
