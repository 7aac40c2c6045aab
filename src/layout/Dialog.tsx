/**
 * The modal frame: role=dialog, aria-modal, named by its title; focus moves in and is trapped,
 * the page behind is inert and does not scroll; Escape, the backdrop and the close button close
 * it, and focus returns to the button that opened it. Render it inside <AnimatePresence>.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../render/Icon.tsx';
import { m, useIsPresent } from '../render/motion.tsx';
import { focusablesIn, lockPage } from './page-lock.ts';

interface DialogProps {
  title: string;
  intro?: string;
  fullscreen?: boolean;
  onClose: () => void;
  /** Gets focus back when the dialog closes. */
  returnFocus: HTMLElement | null;
  children: (titleId: string) => ReactNode;
}

export function Dialog({ title, intro, fullscreen, onClose, returnFocus, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [root] = useState(() => {
    const element = document.createElement('div');
    element.dataset.modalRoot = '';
    return element;
  });
  const present = useIsPresent();

  useEffect(() => {
    document.body.append(root);
    return () => root.remove();
  }, [root]);

  // Lock while shown; unlock as soon as closing starts, so focus can go back during the exit.
  useEffect(() => {
    if (!present) return;
    const unlock = lockPage();
    const first =
      panel.current && focusablesIn(panel.current).find((el) => el.tagName !== 'BUTTON');
    (first ?? panel.current)?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      unlock();
      if (returnFocus?.isConnected) returnFocus.focus();
    };
  }, [present, root, onClose, returnFocus]);

  const trapTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusablesIn(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={`fixed inset-0 z-50 overflow-y-auto ${fullscreen ? '' : 'p-4 sm:p-8'}`}>
      {/* The backdrop is a pointer convenience; keyboard users close with Escape or the button. */}
      <m.div
        className="fixed inset-0 bg-navy-950/60"
        initial={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        exit={{ opacity: 0 }}
        transition={{ duration: 0.2 }}
        onClick={onClose}
        data-testid="modal-backdrop"
      />
      <m.div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={trapTab}
        initial={{ opacity: 0, y: 24 }}
        animate={{ opacity: 1, y: 0 }}
        exit={{ opacity: 0, y: 24 }}
        transition={{ duration: 0.2, ease: 'easeOut' }}
        className={
          fullscreen
            ? 'relative min-h-full w-full bg-white outline-none'
            : 'relative mx-auto w-full max-w-2xl rounded-2xl bg-white shadow-2xl outline-none'
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
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-m-2 shrink-0 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-ink"
            >
              <Icon name="x" strokeWidth={2} className="size-6" />
            </button>
          </div>
          <div className="mt-6">{children(titleId)}</div>
        </div>
      </m.div>
    </div>,
    root,
  );
}
