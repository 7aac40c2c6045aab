/**
 * Choosing a kind of block to insert, by its name in words with its description under it: the
 * palette's, and the one a "+" of the outline opens at its place.
 */
import { useId, useState } from 'react';
import { blockCatalogue } from '../block-catalogue.ts';
import { SelectField } from '../SelectField.tsx';
import { buttonClass, quietButtonClass } from '../StudioDialog.tsx';

const kindOptions = blockCatalogue.map((block) => ({ value: block.type, text: block.label }));

interface Props {
  /** The insert button's words ("Insert block", "Insert here"). */
  action: string;
  disabled?: boolean;
  onInsert: (type: string) => void;
  /** Shown with a Cancel button (and Escape) when the chooser can be closed. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

export function BlockChooser({ action, disabled, onInsert, onCancel, autoFocus }: Props) {
  const id = useId();
  const [type, setType] = useState(blockCatalogue[0]!.type);
  const info = blockCatalogue.find((block) => block.type === type)!;
  return (
    <div
      className="grid gap-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <SelectField
        id={`${id}-type`}
        label="Block to insert"
        value={type}
        options={kindOptions}
        onChange={setType}
        describedBy={`${id}-description`}
        autoFocus={autoFocus}
      />
      <p id={`${id}-description`} className="text-xs text-muted">
        {info.description}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass}
          disabled={disabled}
          onClick={() => onInsert(type)}
        >
          {action}
        </button>
        {onCancel && (
          <button type="button" className={quietButtonClass} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </div>
  );
}
