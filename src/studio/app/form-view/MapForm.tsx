/**
 * The form of a map of the open file (a page's own fields, the site settings): each field drawn
 * from its schema as a block's fields are, at the map's top level.
 */
import type { JSONSchema7 } from 'json-schema';
import { FieldEditor } from './fields.tsx';
import type { FieldContext } from './field-context.ts';
import { asSchema } from './schema-kinds.ts';

interface Props {
  /** The form's accessible name. */
  label: string;
  className: string;
  /** The map's JSON Schema (its `properties` describe the fields). */
  schema: JSONSchema7;
  /** The fields shown, in order. */
  names: readonly string[];
  value: Record<string, unknown>;
  context: FieldContext;
  /** Names a person reads more easily than a field's key. */
  labels?: Record<string, string>;
  /** What one item of a list field is called, where its key does not say it. */
  itemNames?: Record<string, string>;
}

export function MapForm({
  label,
  className,
  schema,
  names,
  value,
  context,
  labels,
  itemNames,
}: Props) {
  const required = new Set(schema.required ?? []);
  const fields = names.map((name) => (
    <FieldEditor
      key={name}
      name={name}
      label={labels?.[name]}
      itemName={itemNames?.[name]}
      path={[name]}
      schema={asSchema(schema.properties?.[name])}
      value={value[name]}
      required={required.has(name)}
      context={context}
    />
  ));
  return (
    <form aria-label={label} onSubmit={(event) => event.preventDefault()} className={className}>
      {fields}
    </form>
  );
}
