/**
 * The form view's edits, each applied to the editor's current text as an edit of the block
 * under the cursor through the `yaml` Document API (block-edits.ts: comments kept), or of a
 * top-level field of the file (a page's title and description, the site settings:
 * top-field-edits.ts).
 */
import { useMemo, type RefObject } from 'react';
import { isSeq, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import type { SourceEditorHandle } from './editor/SourceEditor.tsx';
import type { FieldPath, FormEdits } from './form-view/field-context.ts';
import { editBlock, type TextEdit } from './yaml-edit/block-edits.ts';
import { setInOrder } from './yaml-edit/set-in-order.ts';
import { editTopField } from './yaml-edit/top-field-edits.ts';
import { valueNode } from './yaml-edit/value-node.ts';
import { setScalarInPlace, type ScalarValue } from './yaml-edit/scalar-edit.ts';

const isScalarValue = (value: unknown): value is ScalarValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** Writes `edit` when there is one; whether it was written. */
function applied(apply: (edit: TextEdit | null) => void, edit: TextEdit | null) {
  if (edit) apply(edit);
  return edit !== null;
}

/**
 * A change of a map (the block's, or the file's own) made at `path`, applied to the editor's
 * text by the caller's edit.
 */
type MapChange = (map: YAMLMap, doc: Document) => void;

/**
 * The form view's operations on a map, whatever map the edit reaches. `rootOrder`, the map's own
 * fields in the schema's order, places a top-level field it lacks among the others.
 */
function mapEdits(
  edit: (path: FieldPath, change: MapChange) => void,
  rootOrder?: readonly string[],
  /** Sets a scalar that is there already by rewriting its characters alone; false if it cannot. */
  inPlace?: (path: FieldPath, value: ScalarValue) => boolean,
): FormEdits {
  const list = (map: YAMLMap, path: FieldPath) => {
    const node = map.getIn(path, true);
    return isSeq(node) ? (node as YAMLSeq) : null;
  };
  return {
    set: (path, value, order = path.length === 1 ? rootOrder : undefined) => {
      if (isScalarValue(value) && inPlace?.(path, value)) return;
      edit(path, (map, doc) => setInOrder(map, doc, path, valueNode(doc, value), order));
    },
    remove: (path) => edit(path, (map) => void map.deleteIn(path)),
    add: (path, item) =>
      edit(path, (map, doc) => {
        const seq = list(map, path);
        if (seq) seq.add(doc.createNode(item));
        else map.setIn(path, doc.createNode([item]));
      }),
    removeItem: (path, itemIndex) =>
      edit(path, (map) => {
        const seq = list(map, path);
        seq?.items.splice(itemIndex, 1);
      }),
    move: (path, itemIndex, direction) =>
      edit(path, (map) => {
        const seq = list(map, path);
        const other = itemIndex + direction;
        if (!seq || other < 0 || other >= seq.items.length) return;
        [seq.items[itemIndex], seq.items[other]] = [seq.items[other]!, seq.items[itemIndex]!];
      }),
  };
}

export function useFormEdits(
  editor: RefObject<SourceEditorHandle | null>,
  index: number | null,
  apply: (edit: TextEdit | null) => void,
  /** The file as saved, whose quoting of a value an edit keeps (scalar-edit.ts). */
  saved?: string,
): FormEdits {
  return useMemo(
    () =>
      mapEdits(
        (_path, change) => {
          if (index === null || !editor.current) return;
          const result = editBlock(editor.current.text(), index, change);
          // Keep the cursor inside the block so the form stays on it.
          apply(
            result && {
              text: result.text,
              selection: result.selection && {
                from: result.selection.from,
                to: result.selection.from,
              },
            },
          );
        },
        undefined,
        (path, value) =>
          index !== null &&
          editor.current !== null &&
          applied(
            apply,
            setScalarInPlace(editor.current.text(), ['blocks', index, ...path], value, saved),
          ),
      ),
    [editor, index, apply, saved],
  );
}

/**
 * The edits of a whole file's map (a page's own fields, the site settings): a change of one
 * top-level field (its path's first step) rewrites that field's lines alone
 * (top-field-edits.ts); `order` is the file's fields in its schema's order.
 */
export function useTopFieldEdits(
  editor: RefObject<SourceEditorHandle | null>,
  apply: (edit: TextEdit | null) => void,
  order: readonly string[],
  saved?: string,
): FormEdits {
  return useMemo(
    () =>
      mapEdits(
        (path, change) => {
          if (!editor.current) return;
          apply(editTopField(editor.current.text(), String(path[0]), change));
        },
        order,
        (path, value) =>
          editor.current !== null &&
          applied(apply, setScalarInPlace(editor.current.text(), path, value, saved)),
      ),
    [editor, apply, order, saved],
  );
}
