/**
 * The toolbar's History button, beside the file's other actions; a file of its own so the
 * toolbar does not carry the dialog, which loads when it is opened (StudioDialogs.tsx).
 */
import type { Dispatch } from 'react';
import type { StudioAction } from '../studio-state.ts';
import { ToolbarButton } from '../ToolbarButton.tsx';

/** The toolbar's button, beside the file's other actions. */
export function HistoryButton({ dispatch }: { dispatch: Dispatch<StudioAction> }) {
  return (
    <ToolbarButton onClick={() => dispatch({ type: 'dialog-opened', dialog: { kind: 'history' } })}>
      History
    </ToolbarButton>
  );
}
