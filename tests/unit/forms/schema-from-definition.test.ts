// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formSchema } from '../../../src/content/form-schema.ts';
import { definitionWith } from '../../support/form-definition.ts';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../../../fields/rules.ts';
import { schemaFromDefinition } from '../../../src/forms/schema-from-definition.ts';

/** The error message for `name`, or undefined when the value is accepted. */
function check(field: Record<string, unknown>, value: string) {
  const schema = schemaFromDefinition(definitionWith([{ name: 'value', ...field }]));
  const result = schema.safeParse({ value });
  return result.success ? undefined : result.error.issues[0]!.message;
}

describe('definition → zod', () => {
  it('text: required names the field, optional accepts empty, trims, 200 characters at most', () => {
    expect(check({ label: 'First Name', required: true }, '')).toBe('Please fill in “First Name”.');
    expect(check({ label: 'First Name', required: true }, '   ')).toBe(
      'Please fill in “First Name”.',
    );
    expect(check({ label: 'Nickname' }, '')).toBeUndefined();
    expect(check({ label: 'First Name' }, 'a'.repeat(SHORT_TEXT_MAX))).toBeUndefined();
    expect(check({ label: 'First Name' }, 'a'.repeat(SHORT_TEXT_MAX + 1))).toBe(
      '“First Name” can be at most 200 characters.',
    );
    const schema = schemaFromDefinition(definitionWith([{ name: 'value', label: 'V' }]));
    expect(schema.parse({ value: '  Ana  ' })).toEqual({ value: 'Ana' });
  });

  it('a field maxLength overrides the default limit', () => {
    expect(check({ label: 'Code', maxLength: 5 }, '123456')).toBe(
      '“Code” can be at most 5 characters.',
    );
  });

  it('email: accepts an address, rejects anything else', () => {
    const email = { label: 'Email', type: 'email', required: true };
    expect(check(email, 'ana@example.com')).toBeUndefined();
    expect(check(email, 'ana@')).toBe('Enter a valid email address, like name@example.com.');
    expect(check(email, 'ana example.com')).toMatch(/valid email/);
    expect(check(email, '')).toBe('Please fill in “Email”.');
  });

  it('url: only http and https', () => {
    const url = { label: 'LinkedIn', type: 'url' };
    expect(check(url, 'https://www.linkedin.com/in/ana')).toBeUndefined();
    expect(check(url, 'http://example.com')).toBeUndefined();
    expect(check(url, 'javascript:alert(1)')).toBe(
      'Enter a full web address starting with https://',
    );
    expect(check(url, 'ftp://example.com')).toMatch(/https:\/\//);
    expect(check(url, 'linkedin.com/in/ana')).toMatch(/https:\/\//);
    expect(check(url, '')).toBeUndefined();
  });

  it('tel: digits with the usual separators, 7 to 15 digits', () => {
    const tel = { label: 'Phone', type: 'tel', required: true };
    for (const good of ['(555) 123-4567', '+1 555 123 4567', '555.123.4567', '5551234'])
      expect(check(tel, good)).toBeUndefined();
    for (const bad of ['12345', 'call me', '555-CALL-NOW', '+1 (555) 123-4567 000000'])
      expect(check(tel, bad)).toBe('Enter a valid phone number, like (555) 123-4567.');
  });

  it('textarea: up to 5,000 characters', () => {
    const textarea = { label: 'Message', type: 'textarea' };
    expect(check(textarea, 'a'.repeat(LONG_TEXT_MAX))).toBeUndefined();
    expect(check(textarea, 'a'.repeat(LONG_TEXT_MAX + 1))).toBe(
      '“Message” can be at most 5,000 characters.',
    );
  });

  it('select: one of the option values; required asks to choose', () => {
    const select = {
      label: 'Trade',
      type: 'select',
      required: true,
      options: [
        { value: 'painting', label: 'Painting' },
        { value: 'windows', label: 'Windows & Doors' },
      ],
    };
    expect(check(select, 'windows')).toBeUndefined();
    expect(check(select, 'Windows & Doors')).toBe('Choose one of the options for “Trade”.');
    expect(check(select, '')).toBe('Please choose “Trade”.');
  });

  it('hidden: carried as text with the short limit', () => {
    const hidden = { label: 'Source', type: 'hidden' };
    expect(check(hidden, 'pricing-page')).toBeUndefined();
    expect(check(hidden, 'a'.repeat(SHORT_TEXT_MAX + 1))).toMatch(/at most 200/);
  });

  it('builds one key per field and reports every invalid field at once', () => {
    const schema = schemaFromDefinition(
      definitionWith([
        { name: 'name', label: 'Name', required: true },
        { name: 'email', label: 'Email', type: 'email', required: true },
        { name: 'note', label: 'Note', type: 'textarea' },
      ]),
    );
    const result = schema.safeParse({ name: '', email: 'x', note: '' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path[0])).toEqual(['name', 'email']);
  });

  it('every form in forms/ gets one key per field, in order', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { parse } = await import('yaml');
    for (const file of readdirSync('forms')) {
      const definition = formSchema.parse(parse(readFileSync(`forms/${file}`, 'utf8')));
      const schema = schemaFromDefinition(definition);
      expect(Object.keys(schema.shape)).toEqual(definition.fields.map((field) => field.name));
    }
  });
});
