/**
 * The modal frame, on the platform's <dialog> opened with showModal(): the browser keeps focus
 * inside, makes the page behind inert, draws `::backdrop` and turns Escape into a `cancel`
 * event. What is left to do here: focus the first field (showModal() would pick the close
 * button), close on a click outside the panel, give focus back to the opener, and keep the
 * element until its closing transition has played. Styles, the transitions and the page's
 * scroll lock are in styles.css (`.modal`).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseButton } from '../render/CloseButton.tsx';
import { focusablesIn } from './focusables.ts';

interface DialogProps {
  /** false closes it: its closing transition plays, then `onClosed` is called. */
  open: boolean;
  title: string;
  intro?: string;
  fullscreen?: boolean;
  /** Asked for by Escape, the close button or a click outside the panel. */
  onClose: () => void;
  /** The dialog has closed and finished its transition: it may leave the page. */
  onClosed: () => void;
  /** Gets focus back when the dialog closes. */
  returnFocus: HTMLElement | null;
  children: (titleId: string) => ReactNode;
}

export function Dialog({
  open,
  title,
  intro,
  fullscreen,
  onClose,
  onClosed,
  returnFocus,
  children,
}: DialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // A click that starts inside the panel and ends outside it (selecting text) does not close.
  const pressedOutside = useRef(false);

  useEffect(() => {
    const element = dialog.current!;
    if (open) {
      if (!element.open) element.showModal();
      focusablesIn(element)
        .find((item) => item.tagName !== 'BUTTON')
        ?.focus();
      return;
    }
    if (element.open) element.close();
    if (returnFocus?.isConnected) returnFocus.focus();
    let waiting = true;
    // getAnimations() lists the transitions the close just started (none with reduced motion).
    const transitions = element.getAnimations({ subtree: true }).map((played) => played.finished);
    void Promise.allSettled(transitions).then(() => waiting && onClosed());
    return () => {
      waiting = false;
    };
  }, [open, returnFocus, onClosed]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-layout={fullscreen ? 'fullscreen' : 'centered'}
      className="modal"
      onCancel={(event) => {
        // Escape: the owner closes it, so the closing transition plays.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // Closed by the browser itself (an Escape it would not let the page cancel).
        if (open) onClose();
      }}
    >
      {/* A pointer convenience around the panel; keyboards close with Escape or the button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className={`flex min-h-full flex-col ${fullscreen ? '' : 'p-4 sm:p-8'}`}
        data-testid="modal-backdrop"
        onPointerDown={(event) => (pressedOutside.current = event.target === event.currentTarget)}
        onClick={(event) => {
          if (pressedOutside.current && event.target === event.currentTarget) onClose();
        }}
      >
        <div
          className={
            fullscreen
              ? 'w-full flex-1 bg-white'
              : 'mx-auto w-full max-w-2xl rounded-2xl bg-white shadow-2xl'
          }
        >
          <div className={`mx-auto p-6 sm:p-8 ${fullscreen ? 'max-w-3xl sm:py-12' : ''}`}>
            <div className="flex items-start justify-between gap-4">
              <div>
                <h2 id={titleId} className="text-2xl font-bold tracking-tight text-ink">
                  {title}
                </h2>
                {intro && <p className="mt-2 text-muted">{intro}</p>}
              </div>
              <CloseButton
                label="Close"
                onClick={onClose}
                className="-m-2 shrink-0 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-ink"
                iconClassName="size-6"
              />
            </div>
            <div className="mt-6">{children(titleId)}</div>
          </div>
        </div>
      </div>
    </dialog>
  );
}
