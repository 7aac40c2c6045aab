// @vitest-environment jsdom
/**
 * The field types of fields/: the rules of checkbox, number and date, the checks of a field's
 * definition, how values start, come back from a draft and read in the e-mail, and the checkbox
 * in a real form (required, focused, sent as a boolean).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formSchema } from '../../../src/content/form-schema.ts';
import { templateParams } from '../../../src/email/template-params.ts';
import { saveDraft, readDraft } from '../../../src/forms/draft-storage.ts';
import FormPanel from '../../../src/forms/FormPanel.tsx';
import { initialValues } from '../../../src/forms/initial-values.ts';
import { schemaFromDefinition } from '../../../src/forms/schema-from-definition.ts';
import { definitionWith, formWith } from '../../support/form-definition.ts';

const sendEmail = vi.hoisted(() => vi.fn());
vi.mock('../../../src/email/send-form.ts', () => ({
  sendEmail,
  throttleLeft: async () => 0,
  SEND_TIMEOUT_MS: 15_000,
}));

/** The error message for one value of one field, or undefined when it is accepted. */
function check(field: Record<string, unknown>, value: unknown) {
  const result = schemaFromDefinition(definitionWith([{ name: 'value', ...field }])).safeParse({
    value,
  });
  return result.success ? undefined : result.error.issues[0]!.message;
}

/** The problems the validator reports for one field definition, as `path: message [code]`. */
function problemsOf(field: Record<string, unknown>) {
  const result = formSchema.safeParse(formWith([{ name: 'value', label: 'Value', ...field }]));
  return result.success
    ? []
    : result.error.issues.map(
        (issue) =>
          `${issue.path.slice(2).join('.')}: ${issue.message} [${(issue as { params?: { problem?: string } }).params?.problem}]`,
      );
}

beforeEach(() => {
  sendEmail.mockReset();
  vi.stubEnv('VITE_FORMS_MIN_FILL_MS', '0');
  sessionStorage.clear();
});

describe('checkbox', () => {
  const consent = { label: 'I agree', type: 'checkbox', required: true };

  it('required means ticked; optional accepts either; the value is a boolean', () => {
    expect(check(consent, false)).toBe('Please tick “I agree”.');
    expect(check(consent, true)).toBeUndefined();
    expect(check({ label: 'Updates', type: 'checkbox' }, false)).toBeUndefined();
    expect(check(consent, 'yes')).toBeDefined();
  });

  it('starts unticked or at its default, comes back from a draft, reads Yes or No', () => {
    const definition = definitionWith([
      { name: 'consent', ...consent },
      { name: 'updates', label: 'Updates', type: 'checkbox', default: true },
    ]);
    expect(initialValues(definition)).toEqual({ consent: false, updates: true });
    expect(initialValues(definition, { consent: true, updates: 'no' })).toEqual({
      consent: true,
      updates: true,
    });
    expect(templateParams(definition, { consent: true, updates: false })).toMatchObject({
      consent: 'Yes',
      updates: 'No',
    });
  });
});

describe('number', () => {
  const seats = { label: 'Seats', type: 'number', min: 1, max: 10, step: 1, required: true };

  it('checks min, max and step, and sends the number', () => {
    expect(check(seats, '4')).toBeUndefined();
    expect(check(seats, '0')).toBe('“Seats” must be at least 1.');
    expect(check(seats, '11')).toBe('“Seats” must be at most 10.');
    expect(check(seats, '2.5')).toBe('“Seats” must go in steps of 1 from 1.');
    expect(check(seats, 'many')).toBe('Enter a number for “Seats”.');
    expect(check(seats, '')).toBe('Please fill in “Seats”.');
    expect(check({ label: 'Budget', type: 'number', step: 0.1 }, '0.3')).toBeUndefined();
    const schema = schemaFromDefinition(definitionWith([{ name: 'seats', ...seats }]));
    expect(schema.parse({ seats: ' 4 ' })).toEqual({ seats: 4 });
  });

  it('a default outside the bounds, or max below min, is a definition error', () => {
    expect(problemsOf({ type: 'number', min: 5, max: 1 })).toEqual([
      'max: max 1 is below min 5 [bad-field-option]',
    ]);
    expect(problemsOf({ type: 'number', max: 3, default: 4 })).toEqual([
      'default: “default” must be at most 3. [bad-field-default]',
    ]);
    expect(problemsOf({ type: 'number', default: 'four' })).toEqual([
      'default: default "four" is not a value a number field holds [bad-field-default]',
    ]);
  });

  it('keeps what was typed in a draft and reads it in the e-mail', () => {
    const definition = definitionWith([{ name: 'seats', ...seats, default: 2 }]);
    expect(initialValues(definition)).toEqual({ seats: '2' });
    saveDraft('sample', { seats: '7' });
    expect(initialValues(definition, readDraft('sample'))).toEqual({ seats: '7' });
    expect(templateParams(definition, { seats: 7 })).toMatchObject({ seats: '7' });
  });
});

describe('date', () => {
  it('accepts a calendar date as YYYY-MM-DD and nothing else', () => {
    const start = { label: 'Start', type: 'date', required: true };
    expect(check(start, '2027-03-14')).toBeUndefined();
    expect(check(start, '2027-02-30')).toBe('Enter a valid date.');
    expect(check(start, '14/03/2027')).toBe('Enter a valid date.');
    expect(check(start, '')).toBe('Please fill in “Start”.');
    expect(problemsOf({ type: 'date', default: 'tomorrow' })).toEqual([
      'default: default "tomorrow" is not a value a date field holds [bad-field-default]',
    ]);
  });
});

describe('the keys of a field belong to its type', () => {
  it('a key of another type is named with the types it is for', () => {
    expect(problemsOf({ type: 'text', rows: 3 })).toEqual([
      'rows: rows is only for textarea, not text [option-of-other-type]',
    ]);
    expect(problemsOf({ type: 'date', step: 1 })).toEqual([
      'step: step is only for number, not date [option-of-other-type]',
    ]);
    expect(problemsOf({ type: 'checkbox', default: 'yes' })).toEqual([
      'default: default "yes" is not a value a checkbox field holds [bad-field-default]',
    ]);
  });
});

describe('a checkbox in a form', () => {
  it('is required by its label, focused when not ticked, and sent as true', async () => {
    const user = userEvent.setup();
    sendEmail.mockResolvedValue({ ok: true, destination: 'emailjs' });
    const definition = definitionWith([
      { name: 'email', label: 'Email', type: 'email', required: true },
      { name: 'seats', label: 'Seats', type: 'number', min: 1 },
      { name: 'consent', label: 'Send me the letter', type: 'checkbox', required: true },
    ]);
    render(<FormPanel definition={definition} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.type(screen.getByRole('spinbutton', { name: 'Seats' }), '3');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const box = screen.getByRole('checkbox', { name: /^Send me the letter/ });
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please tick “Send me the letter”.',
    );
    expect(sendEmail).not.toHaveBeenCalled();

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sendEmail.mock.calls[0]![0].params).toMatchObject({
      email: 'ana@example.com',
      seats: '3',
      consent: 'Yes',
    });
  }, 20_000);
});
