/**
 * The browser side of a field type: the widget that shows it. Each type's `view.tsx` (beside
 * its definition.ts) default-exports one; fields/views.ts finds them by that convention, so a
 * type is still one definition + one line in fields/index.ts.
 */
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CommonField, FieldOfType } from '../content/define-field-type.ts';

/** Props every widget gets: its field, the registered input and the ids that tie label and error. */
export interface FieldWidgetProps<Field extends CommonField = CommonField> {
  field: Field;
  id: string;
  registered: UseFormRegisterReturn;
  /** Shown under the input, and named by aria-describedby, while there is one. */
  error?: string;
}

export interface FieldView<Field extends CommonField = CommonField> {
  /** The `type:` it shows, as in its definition. */
  type: string;
  Widget(props: FieldWidgetProps<Field>): ReactNode;
}

/** A type's widget, typed by its definition (imported as a type only). */
export function defineFieldView<Definition extends { type: string }>(
  type: Definition['type'],
  Widget: (props: FieldWidgetProps<FieldOfType<Definition>>) => ReactNode,
): FieldView {
  // A view only ever gets fields of its own type (fields/views.ts picks it by `type`).
  return { type, Widget: Widget as FieldView['Widget'] };
}
