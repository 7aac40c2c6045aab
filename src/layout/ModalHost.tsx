/**
 * Owns the one open modal of the site. Form modals arrive with the forms work; until then a
 * modal action opens a plain dialog naming the form, so every modal button already works.
 */
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  ActionContext,
  type ActionHandlers,
  type ModalRequest,
} from '../render/action-context.tsx';
import { downloads } from '../render/downloads.ts';
import type { DownloadName } from '../content/downloads.ts';

export function ModalHost({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ModalRequest | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const close = useCallback(() => {
    dialog.current?.close();
    setRequest(null);
    opener.current?.focus();
  }, []);

  const handlers = useMemo<ActionHandlers>(
    () => ({
      openModal: (next, from) => {
        opener.current = from;
        setRequest(next);
        if (next.scrollTop) window.scrollTo({ top: 0 });
        queueMicrotask(() => dialog.current?.showModal());
      },
      download: (name) => downloads[name as DownloadName](),
      prepareModal: () => undefined,
    }),
    [],
  );

  return (
    <ActionContext.Provider value={handlers}>
      {children}
      {/* A click on the backdrop closes; Escape is handled by <dialog> itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        aria-labelledby={request ? 'modal-title' : undefined}
        onClose={() => setRequest(null)}
        onClick={(event) => event.target === dialog.current && close()}
        onKeyDown={(event) => {
          // A modal <dialog> lets Tab leave for the browser's own UI: keep focus inside.
          if (event.key !== 'Tab' || !dialog.current) return;
          const items = [
            ...dialog.current.querySelectorAll<HTMLElement>(
              'a[href], button, input, select, textarea',
            ),
          ];
          const first = items[0];
          const last = items.at(-1);
          if (!first || !last) return;
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first.focus();
          }
        }}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-navy-950/60"
      >
        {request && (
          <div className="p-6">
            <h2 id="modal-title" className="text-xl font-bold">
              {request.formId}
            </h2>
            <button
              type="button"
              onClick={close}
              className="mt-6 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white"
            >
              Close
            </button>
          </div>
        )}
      </dialog>
    </ActionContext.Provider>
  );
}
