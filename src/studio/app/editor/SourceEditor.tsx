/**
 * The source editor: a CodeMirror 6 view in a React component. The parent drives it through
 * the handle (replace the text, select lines, show problems) and hears about edits and cursor
 * moves through callbacks; a new `path` starts a fresh editor state. Undo and redo are the
 * studio's (use-edit-history.ts), reached through `onUndo` and `onRedo`.
 */
import { setDiagnostics } from '@codemirror/lint';
import { EditorSelection, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { JSONSchema7 } from 'json-schema';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { StudioProblem } from '../api.ts';
import { editorExtensions, type EditorHooks } from './extensions.ts';
import { toDiagnostics } from './problem-diagnostics.ts';

export interface SourceEditorHandle {
  text: () => string;
  cursor: () => number;
  /** Replaces the whole text as one undoable change and selects `selection`. */
  replace: (text: string, selection?: { from: number; to: number }) => void;
  select: (from: number, to: number) => void;
  showProblems: (problems: readonly StudioProblem[]) => void;
  focus: () => void;
}

/** Only the part that differs, so the cursor, undo and problem marks elsewhere stay put. */
function smallestChange(before: string, after: string) {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}

interface Props extends Omit<EditorHooks, 'schema'> {
  path: string;
  initialText: string;
  schema: JSONSchema7 | undefined;
  ref: Ref<SourceEditorHandle>;
}

export function SourceEditor({ path, initialText, schema, ref, ...hooks }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The callbacks change on every render; the editor reads the latest through this ref.
  const latest = useRef(hooks);
  useEffect(() => {
    latest.current = hooks;
  });

  useEffect(() => {
    const state = EditorState.create({
      doc: initialText,
      extensions: editorExtensions({
        label: hooks.label,
        schema,
        names: () => latest.current.names(),
        onChange: (text) => latest.current.onChange(text),
        onCursor: (from, to) => latest.current.onCursor(from, to),
        onUndo: () => latest.current.onUndo(),
        onRedo: () => latest.current.onRedo(),
      }),
    });
    const created = new EditorView({ state, parent: host.current! });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // A new file gets a new editor; the initial text of the same file is not re-applied.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, schema]);

  useImperativeHandle(
    ref,
    () => ({
      text: () => view.current?.state.doc.toString() ?? '',
      cursor: () => view.current?.state.selection.main.head ?? 0,
      replace(text, selection) {
        const current = view.current;
        if (!current) return;
        const length = text.length;
        current.dispatch({
          changes: smallestChange(current.state.doc.toString(), text),
          selection: selection
            ? EditorSelection.range(
                Math.min(selection.from, length),
                Math.min(selection.to, length),
              )
            : undefined,
          scrollIntoView: true,
        });
      },
      select(from, to) {
        const current = view.current;
        if (!current) return;
        current.dispatch({
          selection: EditorSelection.range(from, to),
          effects: EditorView.scrollIntoView(from, { y: 'start', yMargin: 24 }),
        });
      },
      showProblems(problems) {
        const current = view.current;
        if (!current) return;
        current.dispatch(setDiagnostics(current.state, toDiagnostics(current.state.doc, problems)));
      },
      focus: () => view.current?.focus(),
    }),
    [],
  );

  return <div ref={host} className="studio-editor h-full min-h-0 overflow-hidden" />;
}
