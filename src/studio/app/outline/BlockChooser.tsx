/**
 * Choosing a kind of block to insert, by its name in words with its description under it: the
 * palette's, and the one a "+" of the outline opens at its place.
 */
import { useEffect, useId, useRef, useState } from 'react';
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
  /** Puts the focus on the choice when it appears (a "+" opened it). */
  focusOnOpen?: boolean;
}

export function BlockChooser({ action, disabled, onInsert, onCancel, focusOnOpen }: Props) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // Opened by a "+": the focus goes to the choice, and Escape closes it (back to the "+").
  useEffect(() => {
    const element = box.current;
    if (!element || !onCancel) return;
    if (focusOnOpen) element.querySelector('select')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onCancel();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [onCancel, focusOnOpen]);
  const [type, setType] = useState(blockCatalogue[0]!.type);
  const info = blockCatalogue.find((block) => block.type === type)!;
  return (
    <div ref={box} className="grid gap-2">
      <SelectField
        id={`${id}-type`}
        label="Block to insert"
        value={type}
        options={kindOptions}
        onChange={setType}
        describedBy={`${id}-description`}
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
