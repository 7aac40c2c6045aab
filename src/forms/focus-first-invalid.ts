/**
 * After a submit with errors, focus the first invalid field (in the form's order) and scroll so
 * that its label shows too. react-hook-form's own focusing scrolls only the input into view, so
 * in a tall dialog the label ended above its top edge; the field's wrapper carries a scroll
 * margin for the breathing room above the label.
 */
import type { FieldErrors } from 'react-hook-form';
import type { FormDefinition } from '../content/form-schema.ts';

export function focusFirstInvalid(
  form: HTMLFormElement | null,
  definition: FormDefinition,
  errors: FieldErrors,
): void {
  const first = definition.fields.find((field) => errors[field.name]);
  const element = first && form?.elements.namedItem(first.name);
  if (!(element instanceof HTMLElement)) return;
  element.focus({ preventScroll: true });
  // Optional call: jsdom (the component tests) has no layout and no scrollIntoView.
  (element.closest('[data-field]') ?? element).scrollIntoView?.({ block: 'nearest' });
}
