import { useActions } from '../../render/action-context.tsx';
import { defineActionView } from '../define-view.ts';

/** A button that opens a form in the modal host; the form's code is warmed up on hover/focus. */
export default defineActionView(
  'modal',
  function ModalAction({ action, className, content, onDone }) {
    const { openModal, prepareModal } = useActions();
    const formId = action.modal;
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => prepareModal(formId)}
        onFocus={() => prepareModal(formId)}
        onClick={(event) => {
          onDone?.();
          openModal(
            { formId, prefill: action.prefill, scrollTop: action.scrollTop },
            event.currentTarget,
          );
        }}
      >
        {content}
      </button>
    );
  },
);
