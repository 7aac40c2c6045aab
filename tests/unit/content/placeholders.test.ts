/**
 * `{field}` placeholders: a form that is opened for one item names it in the e-mail's subject;
 * a placeholder naming no field is caught by the validator.
 */
import { describe, expect, it } from 'vitest';
import { formSchema } from '../../../src/content/form-schema.ts';
import { fillPlaceholders, placeholdersIn } from '../../../src/content/placeholders.ts';
import { templateParams } from '../../../src/email/template-params.ts';

const request = {
  id: 'resource-request',
  title: 'Get “{item}”',
  fields: [
    { name: 'item', label: 'Requested item', type: 'hidden' },
    { name: 'email', label: 'Email', type: 'email', required: true },
  ],
  submitLabel: 'Send',
  email: { type: 'resource-request', template: 'contact', subject: 'Resource request: {item}' },
  messages: { success: '“{item}” is on its way to {email}.', failure: 'Sorry' },
};

describe('placeholders', () => {
  it('are found and filled with field values, empty when a field has none', () => {
    expect(placeholdersIn('Get {item} for {email}, not {1x} or { item }')).toEqual([
      'item',
      'email',
    ]);
    expect(fillPlaceholders('Get “{item}” ({kind})', { item: 'Storm Season Playbook' })).toBe(
      'Get “Storm Season Playbook” ()',
    );
  });

  it('put the requested item into the subject and the fields of the e-mail', () => {
    const params = templateParams(formSchema.parse(request), {
      item: 'Storm Season Playbook',
      email: 'ana@example.com',
    });
    expect(params).toEqual({
      to_name: 'Admin',
      form_type: 'resource-request',
      subject: 'Resource request: Storm Season Playbook',
      item: 'Storm Season Playbook',
      email: 'ana@example.com',
    });
  });

  it('must name fields of the form', () => {
    const result = formSchema.safeParse({
      ...request,
      email: { ...request.email, subject: 'Request: {itme}' },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'email.subject',
        '{itme} names no field of this form (fields: item, email) — did you mean "item"?',
      ],
    ]);
  });
});
