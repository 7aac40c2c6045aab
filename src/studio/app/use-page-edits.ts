/**
 * What the studio does with a text typed on the page: the frame names the field (its path from
 * the file's root) and the text; the YAML gets that value's characters rewritten alone
 * (scalar-edit.ts), through the editor like any edit, so the form, the preview, the draft and
 * the undo history (one step per burst of typing in one field) follow. A header's or footer's
 * text edits the site settings instead (use-site-text.ts).
 */
import { useMemo, type RefObject } from 'react';
import type { JSONSchema7 } from 'json-schema';
import type { SourceEditorHandle } from './editor/SourceEditor.tsx';
import { fieldHint } from './field-hint.ts';
import type { OpenedFile } from './studio-state.ts';
import type { HistoryControls } from './use-edit-history.ts';
import type { FrameHandlers } from './use-preview-frame.ts';
import { editBlock, type TextEdit } from './yaml-edit/block-edits.ts';
import { blockRanges } from './yaml-edit/block-ranges.ts';
import { setScalarInPlace, type ScalarValue } from './yaml-edit/scalar-edit.ts';
import type { FieldPath } from './preview-protocol.ts';
import { SITE_SETTINGS } from '../../render/editable-text.tsx';
import type { SiteTextControls } from './use-site-text.ts';
import siteSchema from '../../../schemas/site.schema.json';

/** The edit setting `path` to `value`: in place, or else through the block's Document. */
export function pageTextEdit(
  text: string,
  path: FieldPath,
  value: ScalarValue,
  saved?: string,
): TextEdit | null {
  const inPlace = setScalarInPlace(text, path, value, saved);
  if (inPlace) return inPlace;
  const [first, index, ...rest] = path;
  if (first !== 'blocks' || typeof index !== 'number' || rest.length === 0) return null;
  return editBlock(text, index, (block) => block.setIn(rest, value));
}

export function usePageEdits(
  editor: RefObject<SourceEditorHandle | null>,
  openedRef: RefObject<OpenedFile | null>,
  apply: (edit: TextEdit | null) => void,
  { from, undo, redo }: HistoryControls,
  /** The header's and footer's texts (paths rooted in SITE_SETTINGS) edit the site settings. */
  siteEdit: SiteTextControls['edit'],
): Omit<FrameHandlers, 'selectBlock'> {
  return useMemo(
    () => ({
      editStart: ({ path }) => {
        if (path[0] === SITE_SETTINGS) {
          const hint = fieldHint(path.slice(1), undefined, siteSchema as JSONSchema7);
          return { type: 'field-hint', path, ...hint, label: `${hint.label} (site settings)` };
        }
        const text = editor.current?.text();
        if (openedRef.current?.kind !== 'page' || text === undefined) return null;
        const type = typeof path[1] === 'number' ? blockRanges(text)[path[1]]?.type : undefined;
        return { type: 'field-hint', path, ...fieldHint(path, type) };
      },
      editText: ({ path, value }) => {
        if (path[0] === SITE_SETTINGS) return siteEdit(path.slice(1), value);
        const text = editor.current?.text();
        const file = openedRef.current;
        if (file?.kind !== 'page' || text === undefined) return;
        from(`page ${JSON.stringify(path)}`, () =>
          apply(pageTextEdit(text, path, value, file.savedText)),
        );
      },
      history: (direction) => (direction === 'undo' ? undo() : redo()),
    }),
    [editor, openedRef, apply, from, undo, redo, siteEdit],
  );
}
