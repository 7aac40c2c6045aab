/**
 * A button's action as a picker: what the button does (open a page, open a form, scroll to a
 * section, download, external link) and which one, from the project's own names.
 */
import type { JSONSchema7 } from 'json-schema';
import { useId } from 'react';
import { ACTION_KEYS, asSchema, type ActionKey } from './schema-kinds.ts';
import type { FieldContext, FieldPath } from './field-context.ts';
import { optionLabel } from './field-words.ts';
import { fieldClass, plainOptions, SelectField, type SelectOption } from '../SelectField.tsx';

const KIND_LABELS: Record<ActionKey, string> = {
  to: 'Go to a page',
  modal: 'Open a form',
  scrollTo: 'Scroll to a section',
  download: 'Download',
  href: 'External link',
};

interface Props {
  title: string;
  path: FieldPath;
  schema: JSONSchema7;
  value: Record<string, unknown>;
  context: FieldContext;
}

export function ActionEditor({ title, path, schema, value, context }: Props) {
  const id = useId();
  const { meta, sections, edits } = context;
  const kinds = ACTION_KEYS.filter((key) => key in (schema.properties ?? {}));
  const kind = kinds.find((key) => value[key] !== undefined) ?? kinds[0]!;
  const names: Record<ActionKey, SelectOption[]> = {
    to: plainOptions(meta?.routes ?? []),
    modal: plainOptions(meta?.forms ?? []),
    // Only this page's sections, by their headings: a button scrolls within its own page.
    scrollTo: sections,
    download: plainOptions(meta?.downloads ?? []),
    href: [],
  };
  const target = typeof value[kind] === 'string' ? (value[kind] as string) : '';
  const variant = asSchema(schema.properties?.variant);

  const changeKind = (next: ActionKey) => {
    for (const key of kinds)
      if (key !== next && value[key] !== undefined) edits.remove([...path, key]);
    edits.set([...path, next], names[next][0]?.value ?? (next === 'href' ? 'https://' : ''));
  };

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2 rounded-md p-2 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <label htmlFor={`${id}-label`} className="text-sm font-medium">
        Button text
      </label>
      <input
        id={`${id}-label`}
        value={typeof value.label === 'string' ? value.label : ''}
        onChange={(event) => edits.set([...path, 'label'], event.target.value)}
        className={fieldClass}
      />
      <SelectField
        id={`${id}-kind`}
        label="What it does"
        value={kind}
        options={kinds.map((key) => ({ value: key, text: KIND_LABELS[key] }))}
        onChange={(next) => changeKind(next as ActionKey)}
      />
      {kind === 'href' ? (
        <>
          <label htmlFor={`${id}-target`} className="text-sm font-medium">
            Address
          </label>
          <input
            id={`${id}-target`}
            type="url"
            value={target}
            onChange={(event) => edits.set([...path, 'href'], event.target.value)}
            className={fieldClass}
          />
        </>
      ) : (
        <SelectField
          id={`${id}-target`}
          label={KIND_LABELS[kind]
            .replace(/^(Go to|Open|Scroll to) /, '')
            .replace(/^a /, '')
            .replace(/^./, (c) => c.toUpperCase())}
          value={target}
          // A name the project does not have (yet) stays visible rather than silently replaced.
          options={[
            ...(names[kind].some((option) => option.value === target)
              ? []
              : [{ value: target, text: target || '—' }]),
            ...names[kind],
          ]}
          onChange={(next) => edits.set([...path, kind], next)}
        />
      )}
      {variant.enum && (
        <SelectField
          id={`${id}-variant`}
          label="Button style"
          value={typeof value.variant === 'string' ? value.variant : ''}
          options={[
            { value: '', text: 'Default' },
            ...variant.enum.map((option) => ({
              value: String(option),
              text: optionLabel(option),
            })),
          ]}
          onChange={(next) =>
            next === '' ? edits.remove([...path, 'variant']) : edits.set([...path, 'variant'], next)
          }
        />
      )}
    </fieldset>
  );
}
