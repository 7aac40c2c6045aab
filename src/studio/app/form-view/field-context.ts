/**
 * What a field editor of the form view is given (the path of its field, the edits it makes, the
 * project's names and the problems at it), apart from the editors (fields.tsx and those it
 * shows, such as ActionEditor.tsx) so that each of them reads these types without importing
 * another.
 */
import type { ProjectMeta } from '../api.ts';
import type { SelectOption } from '../SelectField.tsx';

export type FieldPath = (string | number)[];

export interface FormEdits {
  /**
   * Sets a field; `order`, the fields of its map in the schema's order, places one the map
   * does not have yet among the others (the form view's own, keysInOrder).
   */
  set: (path: FieldPath, value: unknown, order?: readonly string[]) => void;
  /** Removes the field (an optional field left empty). */
  remove: (path: FieldPath) => void;
  add: (path: FieldPath, item: unknown) => void;
  move: (path: FieldPath, index: number, direction: -1 | 1) => void;
  removeItem: (path: FieldPath, index: number) => void;
}

/** A problem the validator found at a field (the studio's problem list, by the field's path). */
export interface FieldProblem {
  message: string;
  severity: 'error' | 'warning';
  /** Its catalogue code (src/content/errors.ts). */
  code?: string;
}

export interface FieldContext {
  meta: ProjectMeta | null;
  /** The sections of this page a button can scroll to, by their headings. */
  sections: SelectOption[];
  edits: FormEdits;
  /** The problems at a field of the block, by its path in the block; none when absent. */
  problemsAt?: (path: FieldPath) => readonly FieldProblem[];
  /** The block's example (what the palette inserts) at a path of the block, if it has one. */
  exampleAt?: (path: FieldPath) => unknown;
}
