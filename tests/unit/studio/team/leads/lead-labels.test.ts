/** A lead's values in its form's words: labels, option labels, Yes/No, and keys it lost. */
import { describe, expect, it } from 'vitest';
import { formSchema } from '../../../../../src/content/form-schema.ts';
import { labelledValues, senderOf } from '../../../../../src/studio/team/leads/lead-labels.ts';

const form = formSchema.parse({
  id: 'demo-form',
  title: 'Demo',
  fields: [
    { name: 'firstName', label: 'First Name' },
    {
      name: 'trade',
      label: 'Trade',
      type: 'select',
      options: [{ value: 'hvac', label: 'HVAC' }],
    },
    { name: 'consent', label: 'Send me news', type: 'checkbox' },
  ],
  submitLabel: 'Send',
  email: { type: 'demo', template: 'contact', subject: 'Demo' },
  messages: { success: 'Thanks', failure: 'Sorry' },
});

describe('lead labels', () => {
  it('names each value by its label, a choice by its option, a box as Yes or No', () => {
    expect(
      labelledValues(form, { firstName: 'Rosa', trade: 'hvac', consent: true, old: 'kept' }),
    ).toEqual([
      { name: 'firstName', label: 'First Name', value: 'Rosa' },
      { name: 'trade', label: 'Trade', value: 'HVAC' },
      { name: 'consent', label: 'Send me news', value: 'Yes' },
      { name: 'old', label: 'old', value: 'kept' },
    ]);
  });

  it('says who sent it in one line', () => {
    expect(senderOf({ firstName: 'Rosa', lastName: 'Diaz', email: 'r@x.com' })).toBe('Rosa Diaz');
    expect(senderOf({ name: 'Ann Lee' })).toBe('Ann Lee');
    expect(senderOf({ email: 'r@x.com' })).toBe('r@x.com');
  });
});
