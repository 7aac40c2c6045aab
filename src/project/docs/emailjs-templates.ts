/**
 * docs/emailjs/<template>.md: for each EmailJS template id the forms name (`email.template`), a
 * template to paste into EmailJS: its subject and an HTML body naming every variable that any
 * form using it sends (src/email/template-params.ts: to_name, form_type, subject, each field,
 * submission_id), and which form sends which.
 */
import { parse } from 'yaml';
import type { ProjectFile } from '../project.ts';
import { code, fence, GENERATED_NOTE, table } from './markdown.ts';

interface FormSummary {
  id?: string;
  fields?: { name?: string; label?: string; type?: string }[];
  email?: { template?: string; type?: string };
}

interface Variable {
  name: string;
  label: string;
  forms: string[];
}

/** The label most forms give a field of this name (of equals, the shortest: the most general). */
function commonLabel(labels: string[]): string {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts.entries()].reduce((best, next) =>
    next[1] > best[1] || (next[1] === best[1] && next[0].length < best[0].length) ? next : best,
  )[0];
}

export const EMAILJS_DOCS_FOLDER = 'docs/emailjs';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function htmlBody(variables: Variable[]): string {
  const rows = variables.map(
    (variable) =>
      `    <tr><th align="left" valign="top">${escapeHtml(variable.label)}</th><td style="white-space: pre-wrap">{{${variable.name}}}</td></tr>`,
  );
  return [
    '<h2 style="font-family: sans-serif">{{subject}}</h2>',
    '<p style="font-family: sans-serif">Hello {{to_name}}, this form was sent from the website:</p>',
    '<table cellpadding="6" style="font-family: sans-serif; border-collapse: collapse">',
    '  <tbody>',
    ...rows,
    '  </tbody>',
    '</table>',
    '<p style="font-family: sans-serif; color: #666; font-size: 12px">Submission {{submission_id}}: the lead in the studio has the same id. An empty row is a field this form does not have.</p>',
  ].join('\n');
}

function templateDoc(template: string, forms: FormSummary[]): string {
  const byName = new Map<string, Variable & { labels: string[] }>();
  for (const form of forms) {
    for (const field of form.fields ?? []) {
      if (!field.name) continue;
      const variable = byName.get(field.name) ?? {
        name: field.name,
        label: '',
        labels: [],
        forms: [],
      };
      variable.forms.push(form.id ?? '?');
      variable.labels.push(field.label ?? field.name);
      byName.set(field.name, variable);
    }
  }
  const fields = [...byName.values()].map(({ labels, ...variable }) => ({
    ...variable,
    label: commonLabel(labels),
  }));
  const ids = forms.map((form) => form.id ?? '?');
  const everyForm = (name: string) => byName.get(name)?.forms.length === forms.length;
  const fixed = (name: string, label: string) => ({ name, label, forms: ids });
  return [
    `# EmailJS template ${code(template)}`,
    GENERATED_NOTE,
    `Sent by the form${ids.length > 1 ? 's' : ''} ${ids.map(code).join(', ')} (\`email.template: ${template}\` in \`forms/\`). In EmailJS, create an e-mail template, give it the **Template ID** ${code(template)} (its Settings), and fill it in as below. See [Forms](../forms.md#setting-up-delivery) for the rest of the set-up.`,
    '## Subject',
    fence('text', '{{subject}}'),
    '## To, From and Reply To',
    [
      '- **To Email**: the team inbox that receives these requests.',
      '- **From Name**: the site, e.g. the brand name.',
      everyForm('email')
        ? '- **Reply To**: `{{email}}`, so that answering the e-mail answers the visitor.'
        : '- **Reply To**: `{{email}}` where the form has an e-mail field (not every form of this template does; leave it empty otherwise).',
    ].join('\n'),
    '## Content',
    'Switch the content editor to its code view and paste:',
    fence(
      'html',
      htmlBody([fixed('form_type', 'Form'), ...fields, fixed('submission_id', 'Submission id')]),
    ),
    '## Variables',
    table(
      ['Variable', 'What it holds', 'Sent by'],
      [
        ['to_name', 'Always "Admin"', 'every form'],
        ['form_type', "The form's `email.type`", 'every form'],
        ['subject', "The form's `email.subject`, its `{field}` placeholders filled", 'every form'],
        ...fields.map((variable) => [
          variable.name,
          variable.label,
          variable.forms.length === forms.length ? 'every form' : variable.forms.join(', '),
        ]),
        [
          'submission_id',
          "The submission's id, made in the visitor's browser: the same in the studio's copy of the lead, and in every retry of one submission",
          'every form',
        ],
      ].map(([name, what, by]) => [code(name!), what!, by!]),
    ),
    '',
  ].join('\n\n');
}

/** The file of each template id, by path, and the list of them for docs/forms.md. */
export function emailjsTemplateDocs(files: ProjectFile[]): Record<string, string> {
  const byTemplate = new Map<string, FormSummary[]>();
  const forms = files
    .filter((file) => file.kind === 'form')
    .map((file) => (parse(file.source) ?? {}) as FormSummary)
    .sort((a, b) => (a.id ?? '').localeCompare(b.id ?? ''));
  for (const form of forms) {
    const template = form.email?.template;
    if (!template || !/^[\w-]+$/.test(template)) continue;
    byTemplate.set(template, [...(byTemplate.get(template) ?? []), form]);
  }
  return Object.fromEntries(
    [...byTemplate.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([template, using]) => [
        `${EMAILJS_DOCS_FOLDER}/${template}.md`,
        templateDoc(template, using),
      ]),
  );
}
