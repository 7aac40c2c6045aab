/**
 * Hydrates one island: its component, with what the layout gives it when the page is hydrated
 * whole (a router, the modal actions), on the island's own wrapper element. Loaded with the
 * first island that wakes; React and React DOM come with it.
 */
import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ActionContext } from '../render/action-context.tsx';
import { modalActions } from './modal-actions.ts';
import { PageRouter } from './PageRouter.tsx';

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Resolves once the island is hydrated and its handlers are in place. */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<never>,
  props: Record<string, unknown>,
): Promise<void> {
  const Island = Component as ComponentType<Record<string, unknown>>;
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <StrictMode>
        <PageRouter>
          <ActionContext.Provider value={modalActions}>
            <Hydrated onHydrated={resolve}>
              <Island {...props} />
            </Hydrated>
          </ActionContext.Provider>
        </PageRouter>
      </StrictMode>,
      // The id prefix the island was prerendered with, so `useId` gives the same ids.
      { identifierPrefix: element.dataset.islandId },
    );
  });
}
