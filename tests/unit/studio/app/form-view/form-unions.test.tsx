// @vitest-environment jsdom
/**
 * The form view's controls for the unions blocks use: a union of constants (`columns: 2 | 3 | 4`)
 * is a select that writes the number itself, and "included, not included or a short text" (a
 * comparison cell) is a select with a text box for the text. An author never types YAML for them.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JSONSchema7 } from 'json-schema';
import { describe, expect, it, vi } from 'vitest';
import { FieldEditor } from '../../../../../src/studio/app/form-view/fields.tsx';
import type { FieldContext } from '../../../../../src/studio/app/form-view/field-context.ts';
import { fieldKind } from '../../../../../src/studio/app/form-view/schema-kinds.ts';

const columns: JSONSchema7 = {
  default: 3,
  description: 'Cards per row on wide screens',
  anyOf: [
    { type: 'number', const: 2 },
    { type: 'number', const: 3 },
    { type: 'number', const: 4 },
  ],
};
const cell: JSONSchema7 = {
  description: 'true = included, false = not included, or a short value such as "Weekly"',
  anyOf: [{ type: 'boolean' }, { type: 'string', minLength: 1 }],
};

function editorFor(name: string, schema: JSONSchema7, value: unknown) {
  const edits = { set: vi.fn(), remove: vi.fn(), add: vi.fn(), move: vi.fn(), removeItem: vi.fn() };
  const context: FieldContext = { meta: null, sections: [], edits };
  const view = render(
    <FieldEditor
      name={name}
      path={['blocks', 0, name]}
      schema={schema}
      value={value}
      required={false}
      context={context}
    />,
  );
  return { edits, view };
}

describe('the form view on union fields', () => {
  it('reads both unions as fields it can edit (not "edit in the source")', () => {
    expect(fieldKind(columns)).toBe('enum');
    expect(fieldKind(cell)).toBe('flagOrText');
  });

  it('offers a union of numbers as a select that writes a number', async () => {
    const { edits } = editorFor('columns', columns, 3);
    const select = screen.getByRole('combobox', { name: 'Columns' });
    expect(select).toHaveProperty('value', '3');
    await userEvent.selectOptions(select, '4');
    expect(edits.set).toHaveBeenCalledWith(['blocks', 0, 'columns'], 4);
    expect(screen.queryByText(/edit this field in the source/)).toBeNull();
  });

  it('offers included / not included / a short text, with a text box for the text', async () => {
    const { edits, view } = editorFor('value', cell, true);
    const select = screen.getByRole('combobox', { name: 'Value' });
    expect(screen.queryByRole('textbox', { name: 'Value text' })).toBeNull();
    await userEvent.selectOptions(select, 'Not included (a cross)');
    expect(edits.set).toHaveBeenLastCalledWith(['blocks', 0, 'value'], false);
    await userEvent.selectOptions(select, 'A short text');
    expect(edits.set).toHaveBeenLastCalledWith(['blocks', 0, 'value'], 'Yes');

    view.rerender(
      <FieldEditor
        name="value"
        path={['blocks', 0, 'value']}
        schema={cell}
        value="Weekly"
        required={false}
        context={{ meta: null, sections: [], edits }}
      />,
    );
    const text = screen.getByRole('textbox', { name: 'Value text' });
    expect(text).toHaveProperty('value', 'Weekly');
    await userEvent.type(text, '!');
    expect(edits.set).toHaveBeenLastCalledWith(['blocks', 0, 'value'], 'Weekly!');
  });
});
