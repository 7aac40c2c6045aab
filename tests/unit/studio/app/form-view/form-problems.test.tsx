// @vitest-environment jsdom
/**
 * The form view shows the validator's problems beside the field they are about: an error marks
 * the control invalid and both are read out with it (its accessible description), as the
 * problem list and the editor's gutter say them. A field with no problem says nothing more.
 */
import { render, screen } from '@testing-library/react';
import type { JSONSchema7 } from 'json-schema';
import { describe, expect, it, vi } from 'vitest';
import { FieldEditor } from '../../../../../src/studio/app/form-view/fields.tsx';
import type {
  FieldPath,
  FieldProblem,
} from '../../../../../src/studio/app/form-view/field-context.ts';
import { descriptionOf } from './described-by.ts';

const intro: JSONSchema7 = { type: 'string', description: 'One or two sentences under the title' };
const plans: JSONSchema7 = {
  type: 'array',
  minItems: 1,
  items: { type: 'object', properties: { name: { type: 'string' } } },
};

function fieldWith(
  name: string,
  schema: JSONSchema7,
  value: unknown,
  problems: Record<string, FieldProblem[]>,
) {
  const edits = { set: vi.fn(), remove: vi.fn(), add: vi.fn(), move: vi.fn(), removeItem: vi.fn() };
  const problemsAt = (path: FieldPath) => problems[path.join('.')] ?? [];
  render(
    <FieldEditor
      name={name}
      path={[name]}
      schema={schema}
      value={value}
      required
      context={{ meta: null, sections: [], edits, problemsAt }}
    />,
  );
}

describe('problems in the form view', () => {
  it('puts an error beside its field, marks the field invalid and reads it out with it', () => {
    fieldWith('intro', intro, '', {
      intro: [{ severity: 'error', message: 'must not be empty' }],
    });
    const field = screen.getByRole('textbox', { name: 'Intro' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field)).toBe(
      'Error: must not be empty One or two sentences under the title',
    );
    expect(screen.getByText('Error: must not be empty')).toBeTruthy();
  });

  it('shows a warning without marking the field invalid', () => {
    fieldWith('intro', intro, 'Free free estimates', {
      intro: [{ severity: 'warning', message: '"free" twice in a row' }],
    });
    const field = screen.getByRole('textbox', { name: 'Intro' });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(field)).toBe(
      'Warning: "free" twice in a row One or two sentences under the title',
    );
  });

  it('says nothing more for a field without a problem, nor for another field’s', () => {
    fieldWith('intro', intro, 'Fine', {
      title: [{ severity: 'error', message: 'must not be empty' }],
    });
    const field = screen.getByRole('textbox', { name: 'Intro' });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(field)).toBe('One or two sentences under the title');
    expect(screen.queryByText(/must not be empty/)).toBeNull();
  });

  it('puts a problem of a whole list under the list’s name', () => {
    fieldWith('plans', plans, [], {
      plans: [{ severity: 'error', message: 'needs at least 1 item' }],
    });
    const list = screen.getByRole('group', { name: 'Plans' });
    expect(list.textContent).toContain('Error: needs at least 1 item');
  });
});
