import { useRef } from 'react';
import { useActions } from '../../render/action-context.tsx';
import { useSite } from '../../render/site.ts';
import { defineActionView } from '../define-view.ts';

/**
 * A button that opens a form in the modal host; the form's code is warmed up on hover/focus.
 *
 * It is a real button in the HTML too, inside a GET form aimed at the site's contact page
 * (`contact.page`) with `?modal=<form>` and the prefilled values: without JavaScript, pressing
 * it leads where every way to reach the company is listed (and a browser that runs the site
 * opens the same form there); with JavaScript, the submit opens the dialog in place. The same
 * element before and after a built page's island wakes (src/islands/), so a press made while
 * it wakes is handed to it (runtime.ts) and screen readers always hear a button.
 */
export default defineActionView(
  'modal',
  function ModalAction({ action, className, content, onDone }) {
    const { openModal, prepareModal } = useActions();
    const button = useRef<HTMLButtonElement>(null);
    const { contact } = useSite();
    const formId = action.modal;
    return (
      <form
        action={contact.page ?? ''}
        method="get"
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          onDone?.();
          openModal(
            { formId, prefill: action.prefill, scrollTop: action.scrollTop },
            button.current,
          );
        }}
      >
        <input type="hidden" name="modal" value={formId} />
        {Object.entries(action.prefill ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          ref={button}
          type="submit"
          className={className}
          aria-haspopup="dialog"
          onPointerEnter={() => prepareModal(formId)}
          onFocus={() => prepareModal(formId)}
        >
          {content}
        </button>
      </form>
    );
  },
);
