/** One field of the form view, by the kind its schema gives it (see schema-kinds.ts). */
import type { JSONSchema7 } from 'json-schema';
import { useId, type ReactNode } from 'react';
import { ActionEditor } from './ActionEditor.tsx';
import { fieldLabel, isDateField, optionLabel } from './field-words.ts';
import type { FieldContext, FieldPath } from './field-context.ts';
import { IconPicker } from './IconPicker.tsx';
import { ImageField, type ImageValue } from './ImageField.tsx';
import { asSchema, fieldKind, isPageRoute, newItem, unwrap } from './schema-kinds.ts';
import { ICON_FIELD_DESCRIPTION } from '../../../content/icon-names.ts';

interface Props {
  name: string;
  label?: string;
  /** What one item of a list is called ("Old address" 1, 2…); the list's name by default. */
  itemName?: string;
  path: FieldPath;
  schema: JSONSchema7;
  value: unknown;
  template?: unknown;
  required: boolean;
  context: FieldContext;
}

const inputClass = 'w-full rounded-md px-2 py-1 text-sm ring-1 ring-slate-300';
const smallButton =
  'rounded px-2 py-0.5 text-xs ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-40';
const LONG_TEXT = /^(text|intro|answer|description|note|quote|body|bio|excerpt|summary)$/;

export function FieldEditor({
  name,
  label,
  itemName,
  path,
  schema,
  value,
  template,
  required,
  context,
}: Props) {
  const id = useId();
  const field = unwrap(schema);
  const kind = fieldKind(field);
  const title = label ?? fieldLabel(name, field);
  // An icon field's own description lists the hundred names it takes, which the picker draws:
  // under it, and read out each time the field has focus, they said nothing the pictures don't.
  const description =
    field.description === ICON_FIELD_DESCRIPTION
      ? 'Change icon shows them all as pictures, with a search by name.'
      : field.description;
  const help = description ? (
    <p id={`${id}-help`} className="text-xs text-muted">
      {description}
    </p>
  ) : null;
  // The validator's problems at this field, beside it: the author need not read the problem
  // list or the gutter to see what is wrong with the text in front of them.
  const problems = context.problemsAt?.(path) ?? [];
  const problemNote =
    problems.length > 0 ? (
      <ul id={`${id}-problems`} className="grid min-w-0 grid-cols-1 gap-0.5 text-xs">
        {problems.map((problem, index) => (
          <li
            key={index}
            className={problem.severity === 'error' ? 'text-red-700' : 'text-amber-800'}
          >
            {problem.severity === 'error' ? 'Error' : 'Warning'}: {problem.message}
          </li>
        ))}
      </ul>
    ) : null;
  const invalid = problems.some((problem) => problem.severity === 'error') || undefined;
  // A text still as the palette inserted it: the example reads like real copy (a FAQ's answer),
  // so a newcomer who changed only the question would publish someone else's answer.
  // The content review warns of an answer or a quote left so (example-text): that warning, above,
  // says it once; a one-line text it leaves alone (a heading may well be the example's) gets
  // the note.
  const asInserted =
    typeof value === 'string' &&
    value !== '' &&
    context.exampleAt?.(path) === value &&
    !problems.some((problem) => problem.code === 'example-text');
  const exampleNote = asInserted ? (
    <p id={`${id}-example`} className="text-xs text-amber-800">
      Still the block's example text: write your own.
    </p>
  ) : null;
  const describedBy =
    [
      problems.length > 0 && `${id}-problems`,
      asInserted && `${id}-example`,
      field.description && `${id}-help`,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  /** A control with the field's label above it, its problems and its help below. */
  const labelled = (control: ReactNode) => (
    <div className="grid min-w-0 grid-cols-1 gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {title}
      </label>
      {control}
      {problemNote}
      {exampleNote}
      {help}
    </div>
  );
  /** A field drawn by its own component, with its problems below it. */
  const withProblems = (control: ReactNode) =>
    problemNote ? (
      <div className="grid min-w-0 grid-cols-1 gap-1">
        {control}
        {problemNote}
      </div>
    ) : (
      control
    );
  const { edits } = context;
  const setText = (text: string) =>
    text === '' && !required ? edits.remove(path) : edits.set(path, text);

  const routes = isPageRoute(field) ? context.meta?.routes : undefined;

  switch (kind) {
    case 'text': {
      const text = typeof value === 'string' ? value : value === undefined ? '' : String(value);
      const long = LONG_TEXT.test(name) || text.length > 70;
      return labelled(
        long ? (
          <textarea
            id={id}
            value={text}
            rows={3}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => setText(event.target.value)}
            className={inputClass}
          />
        ) : (
          <>
            <input
              id={id}
              value={text}
              // A date is picked from a calendar; the YAML keeps its YYYY-MM-DD text.
              type={isDateField(field) ? 'date' : undefined}
              // An address of a page outside a button (a redirect's `to`, the contact page):
              // the site's routes offered.
              list={routes ? `${id}-routes` : undefined}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => setText(event.target.value)}
              className={inputClass}
            />
            {routes && (
              <datalist id={`${id}-routes`}>
                {routes.map((route) => (
                  <option key={route} value={route} />
                ))}
              </datalist>
            )}
          </>
        ),
      );
    }
    case 'number':
      return labelled(
        <input
          id={id}
          type="number"
          value={typeof value === 'number' ? value : ''}
          min={field.minimum}
          max={field.maximum}
          step={field.type === 'integer' ? 1 : 'any'}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(event) =>
            event.target.value === ''
              ? edits.remove(path)
              : edits.set(path, Number(event.target.value))
          }
          className={inputClass}
        />,
      );
    case 'boolean':
      return (
        <div className="grid min-w-0 grid-cols-1 gap-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={value === true}
              aria-describedby={describedBy}
              onChange={(event) =>
                event.target.checked ? edits.set(path, true) : edits.remove(path)
              }
            />
            {title}
          </label>
          {help}
        </div>
      );
    case 'icon':
      return withProblems(
        <IconPicker
          label={title}
          value={typeof value === 'string' ? value : undefined}
          describedBy={describedBy}
          help={help}
          onChoose={(name) => edits.set(path, name)}
        />,
      );
    case 'image':
      return withProblems(
        <ImageField
          label={title}
          value={typeof value === 'object' && value !== null ? (value as ImageValue) : undefined}
          describedBy={describedBy}
          help={help}
          required={required}
          onChange={(image) => edits.set(path, image)}
          onRemove={() => edits.remove(path)}
        />,
      );
    case 'enum':
      return labelled(
        <select
          id={id}
          value={value === undefined ? '' : String(value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(event) => {
            // The option itself, so a number stays a number (`columns: 3`, not "3").
            const chosen = field.enum?.find((option) => String(option) === event.target.value);
            if (chosen === undefined) setText('');
            else edits.set(path, chosen);
          }}
          className={inputClass}
        >
          {(!required || value === undefined) && (
            <option value="">
              {field.default !== undefined ? `Default (${optionLabel(field.default)})` : '—'}
            </option>
          )}
          {(field.enum ?? []).map((option) => (
            <option key={String(option)} value={String(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>,
      );
    case 'flagOrText': {
      const choice = value === true ? 'yes' : value === false ? 'no' : 'text';
      return (
        <div className="grid min-w-0 grid-cols-1 gap-1">
          {labelled(
            <select
              id={id}
              value={choice}
              aria-describedby={describedBy}
              onChange={(event) => {
                const next = event.target.value;
                if (next === 'yes') edits.set(path, true);
                else if (next === 'no') edits.set(path, false);
                else edits.set(path, typeof value === 'string' ? value : 'Yes');
              }}
              className={inputClass}
            >
              <option value="yes">Included (a tick)</option>
              <option value="no">Not included (a cross)</option>
              <option value="text">A short text</option>
            </select>,
          )}
          {choice === 'text' && (
            <>
              <label htmlFor={`${id}-text`} className="text-sm font-medium">
                {title} text
              </label>
              <input
                id={`${id}-text`}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => edits.set(path, event.target.value)}
                className={inputClass}
              />
            </>
          )}
        </div>
      );
    }
    case 'action':
      return withProblems(
        <ActionEditor
          title={title}
          path={path}
          schema={field}
          value={(value ?? {}) as Record<string, unknown>}
          context={context}
        />,
      );
    case 'group': {
      const object = (value ?? {}) as Record<string, unknown>;
      const requiredKeys = new Set(field.required ?? []);
      return (
        <fieldset className="grid min-w-0 grid-cols-1 gap-2 rounded-md p-2 ring-1 ring-slate-200">
          <legend className="px-1 text-sm font-semibold">{title}</legend>
          {problemNote}
          {help}
          {Object.entries(field.properties ?? {}).map(([key, definition]) => (
            <FieldEditor
              key={key}
              name={key}
              path={[...path, key]}
              schema={asSchema(definition)}
              value={object[key]}
              required={requiredKeys.has(key)}
              context={context}
            />
          ))}
        </fieldset>
      );
    }
    case 'list': {
      const items = Array.isArray(value) ? value : [];
      const itemSchema = asSchema(field.items as JSONSchema7);
      const itemKind = fieldKind(itemSchema);
      return (
        <fieldset className="grid min-w-0 grid-cols-1 gap-2 rounded-md p-2 ring-1 ring-slate-200">
          <legend className="px-1 text-sm font-semibold">{title}</legend>
          {problemNote}
          {help}
          {items.map((item, index) => {
            const itemLabel = `${itemName ?? fieldLabel(name, field)} ${index + 1}`;
            return (
              <div key={index} className="grid min-w-0 grid-cols-1 gap-1 rounded bg-slate-50 p-2">
                <FieldEditor
                  name={name}
                  label={itemLabel}
                  path={[...path, index]}
                  schema={itemSchema}
                  value={item}
                  required
                  context={context}
                />
                <div
                  className="flex gap-1"
                  role="group"
                  aria-label={`${itemLabel}: move or remove`}
                >
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === 0}
                    aria-label={`Move ${itemLabel} up`}
                    onClick={() => edits.move(path, index, -1)}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === items.length - 1}
                    aria-label={`Move ${itemLabel} down`}
                    onClick={() => edits.move(path, index, 1)}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={`Remove ${itemLabel}`}
                    onClick={() => edits.removeItem(path, index)}
                  >
                    Remove
                  </button>
                </div>
              </div>
            );
          })}
          <button
            type="button"
            className={smallButton}
            onClick={() =>
              edits.add(path, newItem(itemSchema, itemKind === 'unsupported' ? '' : template))
            }
          >
            Add to {title.toLowerCase()}
          </button>
        </fieldset>
      );
    }
    default:
      return <p className="text-sm text-muted">{title}: edit this field in the source.</p>;
  }
}
