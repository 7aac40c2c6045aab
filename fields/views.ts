/**
 * The browser side of the field type registry: every type's view.tsx, found by convention (as
 * an action kind's view is), so a type is still one definition + one line in index.ts. Only the
 * form renderer (src/forms/FieldWidget.tsx) reads this.
 */
import type { FieldView } from '../src/forms/define-field-view.ts';

const modules = import.meta.glob<{ default: FieldView }>('./*/view.tsx', { eager: true });

const views = new Map(Object.values(modules).map(({ default: view }) => [view.type, view]));

/** The widget of a field type (every type of the registry has a view.tsx). */
export function viewOfFieldType(type: string): FieldView {
  const view = views.get(type);
  if (!view) throw new Error(`no fields/${type}/view.tsx for the field type "${type}"`);
  return view;
}
