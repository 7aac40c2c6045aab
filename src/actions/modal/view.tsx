import { useActions } from '../../render/action-context.tsx';
import { useHydrated } from '../../render/filtering/use-hydrated.ts';
import { site } from '../../render/site.ts';
import { defineActionView } from '../define-view.ts';

/**
 * Where the button leads when no script opens the dialog (JavaScript off, or not running yet):
 * the site's contact page (`contact.page`), which lists every way to reach the company, with
 * `?modal=` so that a browser that runs the site opens the same form there.
 */
export function fallbackHref(formId: string, prefill: Record<string, string> | undefined): string {
  const query = new URLSearchParams({ modal: formId, ...prefill });
  return `${site.contact.page ?? ''}?${query.toString()}`;
}

/**
 * A button that opens a form in the modal host; the form's code is warmed up on hover/focus.
 * The prerendered HTML (and a page that never hydrates) has a plain link to the contact page
 * instead, so without JavaScript it still leads where the visitor can reach the company; once
 * hydrated it is the button, with the same look.
 */
export default defineActionView(
  'modal',
  function ModalAction({ action, className, content, onDone }) {
    const { openModal, prepareModal } = useActions();
    const hydrated = useHydrated();
    const formId = action.modal;
    if (!hydrated)
      return (
        <a href={fallbackHref(formId, action.prefill)} className={className}>
          {content}
        </a>
      );
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
