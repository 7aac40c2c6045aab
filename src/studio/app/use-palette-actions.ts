/**
 * The block palette's actions on the text: insert a block at the cursor, move, duplicate or
 * delete the block under it. Stable between keystrokes, so the memoised palette skips them.
 */
import { useMemo, type RefObject } from 'react';
import { blockCatalogue, closingBlockTypes } from './block-catalogue.ts';
import type { SourceEditorHandle } from './editor/SourceEditor.tsx';
import {
  deleteBlock,
  duplicateBlock,
  insertBlock,
  moveBlock,
  type TextEdit,
} from './yaml-edit/block-edits.ts';

export function usePaletteActions(
  editor: RefObject<SourceEditorHandle | null>,
  /** The index of the block under the cursor, if any. */
  index: number | null,
  apply: (edit: TextEdit | null) => void,
) {
  return useMemo(() => {
    const onBlock = (edit: (text: string, at: number) => TextEdit | null) => {
      if (index !== null && editor.current) apply(edit(editor.current.text(), index));
    };
    return {
      onInsert: (type: string) => {
        const block = blockCatalogue.find((info) => info.type === type)!;
        if (!editor.current) return;
        apply(
          insertBlock(
            editor.current.text(),
            editor.current.cursor(),
            type,
            block.example,
            closingBlockTypes,
          ),
        );
      },
      onMove: (direction: -1 | 1) => onBlock((text, at) => moveBlock(text, at, direction)),
      onDuplicate: () => onBlock(duplicateBlock),
      onDelete: () => onBlock(deleteBlock),
    };
  }, [apply, index, editor]);
}
