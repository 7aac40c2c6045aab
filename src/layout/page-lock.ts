/**
 * While a modal is open the rest of the page is inert (no focus, no clicks, hidden from
 * assistive technology) and does not scroll. Counted, so that a dialog closing while the next
 * one opens does not unlock the page under the new one. Returns the function that releases.
 */
let holders = 0;
let undo: (() => void) | null = null;

function lock(): () => void {
  const madeInert = [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && !('modalRoot' in element.dataset) && !element.inert,
  );
  madeInert.forEach((element) => (element.inert = true));
  const html = document.documentElement;
  const previous = { overflow: html.style.overflow, paddingRight: html.style.paddingRight };
  // Keep the layout from jumping when the scrollbar disappears.
  const scrollbar = window.innerWidth - html.clientWidth;
  html.style.overflow = 'hidden';
  if (scrollbar > 0) html.style.paddingRight = `${scrollbar}px`;
  return () => {
    madeInert.forEach((element) => (element.inert = false));
    html.style.overflow = previous.overflow;
    html.style.paddingRight = previous.paddingRight;
  };
}

/** Dialog roots carry `data-modal-root` and stay interactive. */
export function lockPage(): () => void {
  if (holders++ === 0) undo = lock();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) {
      undo?.();
      undo = null;
    }
  };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}
