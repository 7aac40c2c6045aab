/**
 * The form view of the site settings (`pages/_site.yaml`): each of its fields (the brand, the
 * address, the contact details, the hours, the menus, the old addresses) as the block forms
 * draw theirs, from the site schema. A change rewrites that field's lines alone
 * (top-field-edits.ts), so the file's comments and layout stay as written.
 */
import type { JSONSchema7 } from 'json-schema';
import type { ProjectMeta } from '../api.ts';
import type { FieldContext, FormEdits } from './field-context.ts';
import { MapForm } from './MapForm.tsx';
import { labelOf } from './schema-kinds.ts';

/** Names a person reads more easily than the field's key. */
const LABELS: Record<string, string> = {
  url: 'Site address',
  redirects: 'Old addresses that lead on',
};
/** A setting's name as the form shows it (a draft's change list names settings so too). */
export const siteFieldLabel = (name: string) => LABELS[name] ?? labelOf(name);

/** And for one item of a list, where its key's name does not say it. */
const ITEM_NAMES: Record<string, string> = { redirects: 'Old address' };

interface Props {
  /** The site settings' JSON Schema (its `properties` describe the fields). */
  schema: JSONSchema7;
  value: Record<string, unknown>;
  meta: ProjectMeta | null;
  edits: FormEdits;
  problemsAt: FieldContext['problemsAt'];
}

export function SiteForm({ schema, value, meta, edits, problemsAt }: Props) {
  return (
    <MapForm
      label="Site settings"
      className="grid min-w-0 grid-cols-1 gap-3 p-3"
      schema={schema}
      names={Object.keys(schema.properties ?? {})}
      value={value}
      context={{ meta, sections: [], edits, problemsAt }}
      labels={LABELS}
      itemNames={ITEM_NAMES}
    />
  );
}
