/** What a screen reader reads after a field's name: the texts its aria-describedby names. */
export const descriptionsOf = (element: Element): string[] =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id !== '')
    .map((id) => document.getElementById(id)?.textContent ?? '');

/** Those texts as one, as they are read. */
export const descriptionOf = (element: Element) => descriptionsOf(element).join(' ');
