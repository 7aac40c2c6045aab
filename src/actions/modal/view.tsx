import type { KeyboardEvent, MouseEvent } from 'react';
import { useActions } from '../../render/action-context.tsx';
import { site } from '../../render/site.ts';
import { defineActionView } from '../define-view.ts';

/**
 * Where the button leads when no script opens the dialog (JavaScript off or not running yet, or
 * opened in a new tab): the site's contact page (`contact.page`), which lists every way to reach
 * the company, with `?modal=` so that a browser that runs the site opens the same form there.
 */
function fallbackHref(formId: string, prefill: Record<string, string> | undefined): string {
  const query = new URLSearchParams({ modal: formId, ...prefill });
  return `${site.contact.page ?? ''}?${query.toString()}`;
}

const opensInNewPlace = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A button that opens a form in the modal host; the form's code is warmed up on hover/focus. It
 * is a link in the HTML (role button, Space works as on a button), so without JavaScript it
 * still leads to a page where the visitor can reach the company.
 */
export default defineActionView(
  'modal',
  function ModalAction({ action, className, content, onDone }) {
    const { openModal, prepareModal } = useActions();
    const formId = action.modal;
    const open = (opener: HTMLElement) => {
      onDone?.();
      openModal({ formId, prefill: action.prefill, scrollTop: action.scrollTop }, opener);
    };
    return (
      <a
        href={fallbackHref(formId, action.prefill)}
        role="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => prepareModal(formId)}
        onFocus={() => prepareModal(formId)}
        onClick={(event) => {
          if (opensInNewPlace(event)) return;
          event.preventDefault();
          open(event.currentTarget);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
          if (event.key !== ' ') return;
          // A link answers Enter only; as a button it answers Space too (without scrolling).
          event.preventDefault();
          open(event.currentTarget);
        }}
      >
        {content}
      </a>
    );
  },
);
