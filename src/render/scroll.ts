/** Scrolls to an element, instantly when the visitor asked for reduced motion. */
export function scrollToElement(element: Element) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (element instanceof HTMLElement) {
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
  }
}
