/**
 * The block palette: insert any registered block at the cursor from its example, with its
 * README as help; move, duplicate or delete the block under the cursor.
 */
import { memo, useId, useState } from 'react';
import { blockCatalogue } from './block-catalogue.ts';
import { plainOptions, SelectField } from './SelectField.tsx';
import { quietButtonClass, buttonClass } from './StudioDialog.tsx';

const typeOptions = plainOptions(blockCatalogue.map((block) => block.type));

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
  const [type, setType] = useState(blockCatalogue[0]!.type);
  const info = blockCatalogue.find((block) => block.type === type)!;
  const none = disabled || !currentBlock;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2">
      <h2 id={`${id}-title`} className="text-xs font-semibold text-muted uppercase">
        Blocks
      </h2>
      <SelectField
        id={`${id}-type`}
        label="Block to insert"
        value={type}
        options={typeOptions}
        onChange={setType}
        describedBy={`${id}-description`}
      />
      <p id={`${id}-description`} className="text-xs text-muted">
        {info.description}
      </p>
      <button
        type="button"
        className={buttonClass}
        disabled={disabled}
        onClick={() => onInsert(type)}
      >
        Insert block
      </button>
      <details className="text-xs">
        <summary className="cursor-pointer font-medium">About {type}</summary>
        <pre className="mt-1 rounded bg-slate-50 p-2 break-words whitespace-pre-wrap">
          {info.readme}
        </pre>
      </details>
      <p className="mt-2 text-sm" aria-live="polite">
        {currentBlock
          ? `Block ${currentBlock.index + 1} of ${currentBlock.count}: ${currentBlock.type}`
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
          Delete
        </button>
      </div>
    </section>
  );
});
