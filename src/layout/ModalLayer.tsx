/**
 * The open form dialog with its enter and exit animation. Loaded with the first form a visitor
 * opens (or warms up), so framer-motion never weighs on a page's first load.
 */
import type { ComponentType } from 'react';
import { fillPlaceholders } from '../content/placeholders.ts';
import { initialValues } from '../forms/initial-values.ts';
import type { FormOutcome } from '../forms/outcome.ts';
import type { LoadedForm } from '../forms/load-form.ts';
import type { ModalRequest } from '../render/action-context.tsx';
import { AnimatePresence } from '../render/motion.tsx';
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
  // The title and intro name what the dialog is about ("Get “{item}”") from the opener's prefill.
  const values = open ? initialValues(open.form.definition, undefined, open.request.prefill) : {};
  return (
    <AnimatePresence>
      {open && (
        <Dialog
          key={open.key}
          title={fillPlaceholders(open.form.definition.title, values)}
          intro={open.form.definition.intro && fillPlaceholders(open.form.definition.intro, values)}
          fullscreen={open.form.definition.layout === 'fullscreen'}
          onClose={onClose}
          returnFocus={open.opener}
        >
          {(titleId) => (
            <open.form.FormPanel
              definition={open.form.definition}
              prefill={open.request.prefill}
              labelledBy={titleId}
              handOver={(outcome, close) => handOver(open.key, outcome, close)}
            />
          )}
        </Dialog>
      )}
    </AnimatePresence>
  );
}

export default ModalLayer satisfies ComponentType<ModalLayerProps>;
