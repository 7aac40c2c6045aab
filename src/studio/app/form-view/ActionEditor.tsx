/**
 * A button's action as a picker: what the button does (open a page, open a form, scroll to a
 * section, download, external link) and which one, from the project's own names.
 */
import type { JSONSchema7 } from 'json-schema';
import { useId } from 'react';
import { ACTION_KEYS, asSchema, type ActionKey } from './schema-kinds.ts';
import type { FieldContext, FieldPath } from './fields.tsx';

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

const inputClass = 'w-full rounded-md px-2 py-1 text-sm ring-1 ring-slate-300';

export function ActionEditor({ title, path, schema, value, context }: Props) {
  const id = useId();
  const { meta, sectionIds, edits } = context;
  const kinds = ACTION_KEYS.filter((key) => key in (schema.properties ?? {}));
  const kind = kinds.find((key) => value[key] !== undefined) ?? kinds[0]!;
  const names: Record<ActionKey, string[]> = {
    to: meta?.routes ?? [],
    modal: meta?.forms ?? [],
    scrollTo: sectionIds,
    download: meta?.downloads ?? [],
    href: [],
  };
  const target = typeof value[kind] === 'string' ? (value[kind] as string) : '';
  const variant = asSchema(schema.properties?.variant);

  const changeKind = (next: ActionKey) => {
    for (const key of kinds)
      if (key !== next && value[key] !== undefined) edits.remove([...path, key]);
    edits.set([...path, next], names[next][0] ?? (next === 'href' ? 'https://' : ''));
  };

  return (
    <fieldset className="grid gap-2 rounded-md p-2 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <label htmlFor={`${id}-label`} className="text-sm font-medium">
        Button text
      </label>
      <input
        id={`${id}-label`}
        value={typeof value.label === 'string' ? value.label : ''}
        onChange={(event) => edits.set([...path, 'label'], event.target.value)}
        className={inputClass}
      />
      <label htmlFor={`${id}-kind`} className="text-sm font-medium">
        What it does
      </label>
      <select
        id={`${id}-kind`}
        value={kind}
        onChange={(event) => changeKind(event.target.value as ActionKey)}
        className={inputClass}
      >
        {kinds.map((key) => (
          <option key={key} value={key}>
            {KIND_LABELS[key]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-target`} className="text-sm font-medium">
        {kind === 'href'
          ? 'Address'
          : KIND_LABELS[kind]
              .replace(/^(Go to|Open|Scroll to) /, '')
              .replace(/^a /, '')
              .replace(/^./, (c) => c.toUpperCase())}
      </label>
      {kind === 'href' ? (
        <input
          id={`${id}-target`}
          type="url"
          value={target}
          onChange={(event) => edits.set([...path, 'href'], event.target.value)}
          className={inputClass}
        />
      ) : (
        <select
          id={`${id}-target`}
          value={target}
          onChange={(event) => edits.set([...path, kind], event.target.value)}
          className={inputClass}
        >
          {!names[kind].includes(target) && <option value={target}>{target || '—'}</option>}
          {names[kind].map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      )}
      {variant.enum && (
        <>
          <label htmlFor={`${id}-variant`} className="text-sm font-medium">
            Look
          </label>
          <select
            id={`${id}-variant`}
            value={typeof value.variant === 'string' ? value.variant : ''}
            onChange={(event) =>
              event.target.value === ''
                ? edits.remove([...path, 'variant'])
                : edits.set([...path, 'variant'], event.target.value)
            }
            className={inputClass}
          >
            <option value="">Default</option>
            {variant.enum.map((option) => (
              <option key={String(option)} value={String(option)}>
                {String(option)}
              </option>
            ))}
          </select>
        </>
      )}
    </fieldset>
  );
}
