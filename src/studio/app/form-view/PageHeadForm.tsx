/**
 * The form view's page form: the page's own title and description (what the browser tab and
 * search results show), from the page schema like a block's form, above the block's. Open when
 * the cursor is in no block; a click on its summary opens or closes it at any time.
 */
import type { JSONSchema7 } from 'json-schema';
import { useState } from 'react';
import { FieldEditor, type FieldContext, type FormEdits } from './fields.tsx';
import { asSchema } from './schema-kinds.ts';

const FIELDS = ['title', 'description'] as const;

interface Props {
  /** The page's JSON Schema (its `properties` describe the fields). */
  schema: JSONSchema7;
  value: Record<string, unknown>;
  edits: FormEdits;
  /** Open unless a block is being edited. */
  open: boolean;
  problemsAt: FieldContext['problemsAt'];
}

export function PageHeadForm({ schema, value, edits, open, problemsAt }: Props) {
  const [shown, setShown] = useState(open);
  // Opened or closed again when the cursor enters or leaves a block (React's way to follow a
  // prop: during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setShown(open);
  }
  const required = new Set(schema.required ?? []);
  return (
    <details
      open={shown}
      onToggle={(event) => setShown(event.currentTarget.open)}
      className="border-b border-slate-200"
    >
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
        Page title and description
      </summary>
      <form
        aria-label="Fields of the page"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-3 px-3 pb-3"
      >
        {FIELDS.map((name) => (
          <FieldEditor
            key={name}
            name={name}
            path={[name]}
            schema={asSchema(schema.properties?.[name])}
            value={value[name]}
            required={required.has(name)}
            context={{ meta: null, sectionIds: [], edits, problemsAt }}
          />
        ))}
      </form>
    </details>
  );
}
