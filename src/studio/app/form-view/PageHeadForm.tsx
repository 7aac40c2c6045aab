/**
 * The form view's page form: the page's own title and description (what the browser tab and
 * search results show), from the page schema like a block's form, above the block's. Open when
 * the cursor is in no block; a click on its summary opens or closes it at any time.
 */
import type { JSONSchema7 } from 'json-schema';
import { useState } from 'react';
import type { FieldContext, FormEdits } from './field-context.ts';
import { MapForm } from './MapForm.tsx';

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
  return (
    <details
      open={shown}
      onToggle={(event) => setShown(event.currentTarget.open)}
      className="border-b border-slate-200"
    >
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
        Page title and description
      </summary>
      <MapForm
        label="Fields of the page"
        className="grid min-w-0 grid-cols-1 gap-3 px-3 pb-3"
        schema={schema}
        names={FIELDS}
        value={value}
        context={{ meta: null, sections: [], edits, problemsAt }}
      />
    </details>
  );
}
