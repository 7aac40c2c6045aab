/**
 * A modal dialog on the native <dialog> element: the browser traps focus, makes the rest
 * inert and closes it on Escape; the focus goes back to where it was (the browser does that
 * only for a dialog still in the page when it closes, and React removes this one first).
 * A Close button in the corner closes it too.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Problem } from './Problem.tsx';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider than a form's dialog; `page` has room for two pages side by side (the history). */
  wide?: boolean | 'page';
  /** What went wrong, said under the dialog's content, above its buttons. */
  error?: string | null;
  /** The dialog's one action: its foot is then Cancel (which closes it) and this button. */
  action?: DialogAction;
}

export function StudioDialog({ title, onClose, children, wide, error, action }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current!;
    const opener = document.activeElement;
    if (!element.open) element.showModal();
    return () => {
      element.close();
      // Unless something took the focus meanwhile (the editor, opened from the dialog).
      const now = document.activeElement;
      const lost = now === null || now === document.body || !now.isConnected;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // A dialog opened from this one (React passes its Escape up the tree) closes alone.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[90dvh] overflow-auto rounded-xl bg-white p-6 text-ink shadow-xl backdrop:bg-slate-900/50 ${wide === 'page' ? 'w-[min(96rem,95vw)]' : wide ? 'w-[min(60rem,95vw)]' : 'w-[min(32rem,95vw)]'}`}
    >
      <h2 id={titleId} className="pr-8 text-lg font-bold">
        {title}
      </h2>
      {children}
      <Problem error={error} className="mt-2" />
      {action && <DialogButtons onCancel={onClose} primary={action} />}
      {/* Escape closes too; this is for the pointer, and for those who do not know it. Last in
          the DOM, so opening the dialog still focuses its first field, drawn in the corner. */}
      <button
        type="button"
        aria-label="Close"
        title="Close (Escape)"
        onClick={onClose}
        className="absolute top-4 right-4 rounded-md px-2 text-xl leading-none text-muted hover:bg-slate-100 hover:text-ink"
      >
        ×
      </button>
    </dialog>
  );
}

export const buttonClass =
  'rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-50';
/** The button of an action that cannot be undone from the studio (deleting a page). */
const dangerButtonClass =
  'rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50';
export const quietButtonClass =
  'rounded-md bg-white px-3 py-1.5 text-sm font-medium text-ink ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-50';

/** A dialog's own action, as one button at its foot. */
export interface DialogAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Under way: what the button says meanwhile ("Restoring…"); it cannot be pressed again. */
  running?: string | false;
  /** It cannot be undone from the studio (deleting, restoring an old deploy): the button is red. */
  danger?: boolean;
}

/**
 * The row of buttons at the foot of a dialog: Cancel first, then the dialog's own actions, and
 * last its main one (`primary`), if it has one.
 */
export function DialogButtons({
  onCancel,
  primary,
  children,
}: {
  onCancel: () => void;
  primary?: DialogAction;
  children?: ReactNode;
}) {
  return (
    <div className="mt-4 flex flex-wrap justify-end gap-2">
      <button type="button" className={quietButtonClass} onClick={onCancel}>
        Cancel
      </button>
      {children}
      {primary && (
        <button
          type="button"
          className={primary.danger ? dangerButtonClass : buttonClass}
          disabled={primary.disabled || Boolean(primary.running)}
          onClick={primary.onClick}
        >
          {primary.running || primary.label}
        </button>
      )}
    </div>
  );
}

/**
 * The foot of a dialog's form: what went wrong (announced), then Cancel and the submit button,
 * which waits while the form is being sent.
 */
export function SubmitFooter({
  error,
  busy,
  label,
  onCancel,
}: {
  error: string | null | undefined;
  busy: boolean;
  label: string;
  onCancel: () => void;
}) {
  return (
    <>
      <Problem error={error} />
      <DialogButtons onCancel={onCancel}>
        <button type="submit" className={buttonClass} disabled={busy}>
          {label}
        </button>
      </DialogButtons>
    </>
  );
}
