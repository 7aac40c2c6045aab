import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { usePageChangeEffect, usePageLocation } from '../render/page-location.ts';
import { moveFocusInPanel } from './menu-arrow-keys.ts';

/**
 * The state and keyboard/pointer contract every menu of the site shares. A menu is a native
 * `<details>` whose `<summary>` is the toggle, so it opens and closes with JavaScript off (the
 * browser exposes the summary as a button with its expanded state). Once hydrated, JavaScript
 * adds what the element lacks: Escape closes it and gives focus back to the toggle, a click
 * outside closes it, and so does any navigation (the menu belongs to the page it was opened
 * on). Arrow keys follow the disclosure navigation pattern: Down or Up on the toggle opens the
 * panel at its first or last link; inside it they move between links, Home and End go to the
 * ends.
 */
export function useMenu() {
  const panelId = useId();
  const container = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const location = usePageLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  // The page's path is read only once the menu has been opened: a closed menu's HTML is the
  // same on every page, and the prerender renders it once (page-location.ts).
  const open = openOn !== null && openOn === location.pathname;
  // Closes the element itself too: opened before the page woke, it may be open while the state
  // still says closed, and setting the state alone would change nothing.
  const close = useCallback(() => {
    if (container.current) container.current.open = false;
    setOpenOn(null);
  }, []);
  // Which end of the panel gets focus once an arrow key has opened it.
  const focusOnOpen = useRef<'ArrowDown' | 'ArrowUp' | null>(null);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    moveFocusInPanel(document.getElementById(panelId), focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open, panelId]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    const panel = document.getElementById(panelId);
    const target = event.target as Node;
    if (event.key === 'Escape' && container.current?.open) {
      close();
      toggle.current?.focus();
      return;
    }
    if (open && panel?.contains(target)) {
      if (moveFocusInPanel(panel, event.key)) event.preventDefault();
      return;
    }
    if (target === toggle.current && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      if (open) moveFocusInPanel(panel, event.key);
      else {
        focusOnOpen.current = event.key;
        setOpenOn(location.pathname);
      }
    }
  };

  // The browser opens and closes the element (a click or Enter/Space on the summary); the state
  // follows it, so Escape, outside clicks and navigation can close it again.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open;
    if (isOpen !== open) setOpenOn(isOpen ? location.pathname : null);
  };

  // A menu opened before the page hydrated (the HTML works alone) is open in the DOM: hydration
  // does not patch attributes, so the state takes it over, and Escape or a click outside close it.
  usePageChangeEffect(() => {
    if (container.current?.open) setOpenOn(location.pathname);
  });

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  return {
    open,
    close,
    panelId,
    /** Props of the `<details>` that holds the toggle and the panel: its state, the arrow keys. */
    containerProps: { ref: container, open, onToggle, onKeyDown },
    /** Props of the `<summary>`, the toggle. */
    toggleProps: { ref: toggle },
  };
}
