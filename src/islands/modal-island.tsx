/**
 * The modal host of a page built with islands: mounted on the first modal button touched, or at
 * once when the URL asks for a form (`?modal=`), in place of the layout's (static) notice area,
 * so the page still has exactly one. Every island's modal buttons talk to this one host.
 */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ModalHost } from '../layout/ModalHost.tsx';
import { useActions, type ActionHandlers } from '../render/action-context.tsx';
import { PageRouter } from './PageRouter.tsx';

function HandOver({ onReady }: { onReady: (handlers: ActionHandlers) => void }) {
  const handlers = useActions();
  useEffect(() => onReady(handlers), [handlers, onReady]);
  return null;
}

let host: Promise<ActionHandlers> | undefined;

/** Mounts the modal host once; resolves with its actions. */
export function mountModalHost(): Promise<ActionHandlers> {
  host ??= new Promise((resolve) => {
    const container =
      document.querySelector('[data-modal-host]') ??
      document.body.appendChild(document.createElement('div'));
    createRoot(container).render(
      <StrictMode>
        <PageRouter>
          <ModalHost>
            <HandOver onReady={resolve} />
          </ModalHost>
        </PageRouter>
      </StrictMode>,
    );
  });
  return host;
}
