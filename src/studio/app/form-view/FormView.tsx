/**
 * The block under the cursor as a form generated from its schema: descriptions as help, enums
 * as selects, numbers as number inputs, actions as a picker of the project's routes, forms,
 * section ids and downloads, lists with add, remove and reorder. Every change is handed to the
 * studio as an edit of that block's YAML (see yaml-edit/block-edits.ts).
 */
import type { JSONSchema7 } from 'json-schema';
import { useMemo } from 'react';
import type { ProjectMeta } from '../api.ts';
import { FieldEditor } from './fields.tsx';
import type { FieldContext, FieldPath, FormEdits } from './field-context.ts';
import { asSchema, keysInOrder } from './schema-kinds.ts';

interface Props {
  type: string;
  schema: JSONSchema7;
  value: Record<string, unknown>;
  example: Record<string, unknown>;
  meta: ProjectMeta | null;
  sections: FieldContext['sections'];
  edits: FormEdits;
  /** The validator's problems at a field of this block, shown beside it. */
  problemsAt?: FieldContext['problemsAt'];
  /** The block as the file was last saved (same place, same type), if it was. */
  saved?: Record<string, unknown> | null;
}

const valueAt = (root: unknown, path: FieldPath) =>
  path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    root,
  );

export function FormView({
  type,
  schema,
  value,
  example,
  meta,
  sections,
  edits,
  problemsAt,
  saved,
}: Props) {
  const properties = Object.entries(schema.properties ?? {}).filter(([name]) => name !== 'type');
  const required = new Set(schema.required ?? []);
  // A field filled anew lands in the schema's order among those the block has.
  const ordered = useMemo<FormEdits>(
    () => ({
      ...edits,
      set: (path, value) => edits.set(path, value, keysInOrder(schema, path.slice(0, -1))),
    }),
    [edits, schema],
  );
  // A text the file was saved with is the author's own, even where it is the example's too (a
  // plan named "Growth"): the note is for what the palette inserted and no save has kept yet.
  const exampleAt = (path: FieldPath) => {
    const inserted = valueAt(example, path);
    return inserted !== undefined && valueAt(saved, path) === inserted ? undefined : inserted;
  };
  return (
    <form
      aria-label={`Fields of the ${type} block`}
      onSubmit={(event) => event.preventDefault()}
      className="grid min-w-0 grid-cols-1 gap-3 overflow-auto p-3"
    >
      <p className="text-sm text-muted">{asSchema(schema.properties?.type).description}</p>
      {properties.map(([name, definition]) => (
        <FieldEditor
          key={name}
          name={name}
          path={[name]}
          schema={asSchema(definition)}
          value={value[name]}
          template={Array.isArray(example[name]) ? (example[name] as unknown[])[0] : undefined}
          required={required.has(name)}
          context={{ meta, sections, edits: ordered, problemsAt, exampleAt }}
        />
      ))}
    </form>
  );
}
