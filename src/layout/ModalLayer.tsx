/**
 * The open form dialog. Loaded with the first form a visitor opens (or warms up). A modal that
 * is closed stays here until its dialog has played its closing transition.
 */
import { useCallback, useState, type ComponentType } from 'react';
import { fillPlaceholders } from '../content/placeholders.ts';
import { initialValues } from '../forms/initial-values.ts';
import type { FormOutcome } from '../forms/outcome.ts';
import type { LoadedForm } from '../forms/load-form.ts';
import type { ModalRequest } from '../render/action-context.tsx';
import { Dialog } from './Dialog.tsx';

export interface OpenModal {
  key: number;
  request: ModalRequest;
  form: LoadedForm;
  /** The button that opened it, which gets focus back. */
  opener: HTMLElement | null;
}

interface ModalLayerProps {
  open: OpenModal | null;
  onClose: () => void;
  /** Takes over a send's outcome for the modal `key` (see FormPanel's `handOver`). */
  handOver: (key: number, outcome: FormOutcome, close: boolean) => boolean;
}

function ModalLayer({ open, onClose, handOver }: ModalLayerProps) {
  // The modal shown: the open one, or the one just closed while its dialog fades out.
  const [shown, setShown] = useState(open);
  if (open && open !== shown) setShown(open);
  const closed = useCallback(() => setShown(null), []);
  if (!shown) return null;
  // The title and intro name what the dialog is about ("Get “{item}”") from the opener's prefill.
  const values = initialValues(shown.form.definition, undefined, shown.request.prefill);
  return (
    <Dialog
      key={shown.key}
      open={open === shown}
      title={fillPlaceholders(shown.form.definition.title, values)}
      intro={shown.form.definition.intro && fillPlaceholders(shown.form.definition.intro, values)}
      fullscreen={shown.form.definition.layout === 'fullscreen'}
      onClose={onClose}
      onClosed={closed}
      returnFocus={shown.opener}
    >
      {(titleId) => (
        <shown.form.FormPanel
          definition={shown.form.definition}
          prefill={shown.request.prefill}
          labelledBy={titleId}
          handOver={(outcome, close) => handOver(shown.key, outcome, close)}
        />
      )}
    </Dialog>
  );
}

export default ModalLayer satisfies ComponentType<ModalLayerProps>;
