/**
 * The block palette: insert any registered block at the cursor from its example, by its name
 * in words with its description; move, duplicate or delete the block under the cursor.
 */
import { memo, useId } from 'react';
import { blockLabel } from './block-catalogue.ts';
import { BlockChooser } from './outline/BlockChooser.tsx';
import { quietButtonClass } from './StudioDialog.tsx';

interface Props {
  currentBlock: { index: number; type: string; count: number } | null;
  disabled: boolean;
  onInsert: (type: string) => void;
  onMove: (direction: -1 | 1) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

// Memoised: it changes with the block under the cursor, not with each keystroke.
export const BlockPalette = memo(function BlockPalette({
  currentBlock,
  disabled,
  onInsert,
  onMove,
  onDuplicate,
  onDelete,
}: Props) {
  const id = useId();
  const none = disabled || !currentBlock;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2">
      <h2 id={`${id}-title`} className="text-xs font-semibold text-muted uppercase">
        Blocks
      </h2>
      <BlockChooser action="Insert block" disabled={disabled} onInsert={onInsert} />
      <p className="mt-2 text-sm" aria-live="polite">
        {currentBlock
          ? `Block ${currentBlock.index + 1} of ${currentBlock.count}: ${blockLabel(currentBlock.type)}`
          : 'No block under the cursor'}
      </p>
      <div className="flex flex-wrap gap-1" role="group" aria-label="Block under the cursor">
        <button
          type="button"
          className={quietButtonClass}
          disabled={none || currentBlock.index === 0}
          onClick={() => onMove(-1)}
        >
          Move up
        </button>
        <button
          type="button"
          className={quietButtonClass}
          disabled={none || currentBlock.index === currentBlock.count - 1}
          onClick={() => onMove(1)}
        >
          Move down
        </button>
        <button type="button" className={quietButtonClass} disabled={none} onClick={onDuplicate}>
          Duplicate
        </button>
        <button type="button" className={quietButtonClass} disabled={none} onClick={onDelete}>
          Remove
        </button>
      </div>
    </section>
  );
});
