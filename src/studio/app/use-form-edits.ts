/**
 * The form view's edits, each applied to the editor's current text as an edit of the block
 * under the cursor through the `yaml` Document API (block-edits.ts: comments kept), or of one of
 * the page's own fields (page-head-edits.ts).
 */
import { useMemo, type RefObject } from 'react';
import { isSeq, type YAMLSeq } from 'yaml';
import type { SourceEditorHandle } from './editor/SourceEditor.tsx';
import type { FormEdits } from './form-view/fields.tsx';
import { editBlock, type TextEdit } from './yaml-edit/block-edits.ts';
import { setPageField } from './yaml-edit/page-head-edits.ts';
import { setInOrder } from './yaml-edit/set-in-order.ts';
import { valueNode } from './yaml-edit/value-node.ts';

export function useFormEdits(
  editor: RefObject<SourceEditorHandle | null>,
  index: number | null,
  apply: (edit: TextEdit | null) => void,
): FormEdits {
  return useMemo(() => {
    const edit = (change: Parameters<typeof editBlock>[2]) => {
      if (index === null || !editor.current) return;
      const result = editBlock(editor.current.text(), index, change);
      // Keep the cursor inside the block so the form stays on it.
      apply(
        result && {
          text: result.text,
          selection: result.selection && { from: result.selection.from, to: result.selection.from },
        },
      );
    };
    const list = (
      block: Parameters<Parameters<typeof editBlock>[2]>[0],
      path: (string | number)[],
    ) => {
      const node = block.getIn(path, true);
      return isSeq(node) ? (node as YAMLSeq) : null;
    };
    return {
      set: (path, value, order) =>
        edit((block, doc) => setInOrder(block, doc, path, valueNode(doc, value), order)),
      remove: (path) => edit((block) => void block.deleteIn(path)),
      add: (path, item) =>
        edit((block, doc) => {
          const seq = list(block, path);
          if (seq) seq.add(doc.createNode(item));
          else block.setIn(path, doc.createNode([item]));
        }),
      removeItem: (path, itemIndex) =>
        edit((block) => {
          const seq = list(block, path);
          seq?.items.splice(itemIndex, 1);
        }),
      move: (path, itemIndex, direction) =>
        edit((block) => {
          const seq = list(block, path);
          const other = itemIndex + direction;
          if (!seq || other < 0 || other >= seq.items.length) return;
          [seq.items[itemIndex], seq.items[other]] = [seq.items[other]!, seq.items[itemIndex]!];
        }),
    };
  }, [editor, index, apply]);
}

/** The page form's edits: its fields are text fields of the page's map, set or removed whole. */
export function usePageHeadEdits(
  editor: RefObject<SourceEditorHandle | null>,
  apply: (edit: TextEdit | null) => void,
): FormEdits {
  return useMemo(() => {
    const edit = (path: (string | number)[], value: unknown) => {
      if (!editor.current || path.length !== 1) return;
      apply(setPageField(editor.current.text(), String(path[0]), value));
    };
    const none = () => undefined;
    return {
      set: edit,
      remove: (path) => edit(path, undefined),
      add: none,
      move: none,
      removeItem: none,
    };
  }, [editor, apply]);
}
