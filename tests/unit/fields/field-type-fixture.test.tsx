// @vitest-environment jsdom
/**
 * A new form field type is one definition and one registry line: a copy of the project gets
 * the fixture folder tests/fixtures/field-type/rating/ (definition.ts, view.tsx) in fields/ and
 * one line in fields/index.ts,
 * and the type is then validated in a form file, in the JSON Schema and docs, rendered and sent.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { copyProject } from '../../../src/cli/project-copy.ts';
import { runCli } from '../../support/run-cli.ts';
import { yaml } from '../../support/fixture-project.ts';

// Inside the project (.tmp/ is ignored), so that the test can import the copy's modules.
const copy = copyProject('.tmp');
afterAll(() => copy.remove());

const registry = join(copy.root, 'fields/index.ts');
cpSync(
  join(import.meta.dirname, '../../fixtures/field-type/rating'),
  join(copy.root, 'fields/rating'),
  {
    recursive: true,
  },
);
writeFileSync(
  registry,
  readFileSync(registry, 'utf8')
    .replace(
      "import { url } from './url/definition.ts';",
      "$&\nimport { rating } from './rating/definition.ts';",
    )
    .replace('  date,\n]', '  date,\n  rating,\n]'),
);

const feedbackForm = (stars: number) =>
  yaml(
    'id: feedback',
    'title: How did we do?',
    'fields:',
    '  - name: score',
    '    label: Your rating',
    '    type: rating',
    `    stars: ${stars}`,
    '    required: true',
    'submitLabel: Rate',
    'email:',
    '  type: feedback',
    '  template: contact',
    '  subject: New Rating',
    'messages:',
    '  success: Thanks for rating!',
    '  failure: Sending failed.',
  );

describe('a field type added as one definition and one registry line', () => {
  it('is validated in a form file, with its own keys checked', () => {
    writeFileSync(join(copy.root, 'forms/feedback.yaml'), feedbackForm(4));
    const valid = runCli(copy.root, 'src/cli/validate.ts');
    // The project's forms and the one added here.
    const forms = readdirSync(join(copy.root, 'forms')).filter((f) => f.endsWith('.yaml')).length;
    expect(valid.output).toContain(`${forms} forms`);
    expect(valid.status).toBe(0);

    writeFileSync(join(copy.root, 'forms/feedback.yaml'), feedbackForm(40));
    const invalid = runCli(copy.root, 'src/cli/validate.ts');
    expect(invalid.status).not.toBe(0);
    expect(invalid.output).toContain('forms/feedback.yaml:7:12 fields[0].stars');
    writeFileSync(join(copy.root, 'forms/feedback.yaml'), feedbackForm(4));
  }, 60_000);

  it('is in the JSON Schema of form files and in docs/forms.md', () => {
    expect(runCli(copy.root, 'src/cli/schemas.ts').status).toBe(0);
    const schema = readFileSync(join(copy.root, 'schemas/form.schema.json'), 'utf8');
    expect(schema).toContain('"rating"');
    expect(schema).toContain('For rating: most stars');
    expect(runCli(copy.root, 'src/cli/docs.ts').status).toBe(0);
    const docs = readFileSync(join(copy.root, 'docs/forms.md'), 'utf8');
    expect(docs).toContain('| `rating` | A rating from one star to `stars` stars. | `stars` |');
  }, 60_000);

  it('renders in a form, is required, and its value is sent in the e-mail', async () => {
    const fetch = vi.fn(async () => new Response('OK', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    // A test fills the form faster than a person: the minimum time would call it spam.
    vi.stubEnv('VITE_FORMS_MIN_FILL_MS', '0');
    const { parse } = await import('yaml');
    const { formSchema } = await import(join(copy.root, 'src/content/form-schema.ts'));
    const { default: FormPanel } = await import(join(copy.root, 'src/forms/FormPanel.tsx'));
    const definition = formSchema.parse(parse(feedbackForm(4)));
    const user = userEvent.setup();
    render(<FormPanel definition={definition} />);

    expect(screen.getAllByRole('radio')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Rate' }));
    expect(await screen.findByText('Please rate “Your rating”.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Rate' }));
    await screen.findByText('Thanks for rating!');
    const [, request] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(request.body));
    expect(body.template_params).toEqual({
      to_name: 'Admin',
      form_type: 'feedback',
      subject: 'New Rating',
      score: '3 stars',
      submission_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  }, 30_000);
});
