/**
 * docs/emailjs/: one ready-to-paste template per template id of forms/, whose body names every
 * variable any form using it sends (exactly what template-params.ts sends), and docs/forms.md
 * links each one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailjsTemplateDocs } from '../../../../src/project/docs/emailjs-templates.ts';
import { formsDoc } from '../../../../src/project/docs/forms-doc.ts';
import { listProjectFiles } from '../../../../src/project/project.ts';
import { templateParams } from '../../../../src/email/template-params.ts';
import { parse } from 'yaml';
import { formSchema } from '../../../../src/content/form-schema.ts';

const root = join(import.meta.dirname, '../../../..');
const files = listProjectFiles(root);
const docs = emailjsTemplateDocs(files);
const definitions = readdirSync(join(root, 'forms'))
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => formSchema.parse(parse(readFileSync(join(root, 'forms', file), 'utf8'))));

describe('the EmailJS templates', () => {
  it('are the four template ids the forms use, each linked from docs/forms.md', () => {
    expect(Object.keys(docs)).toEqual([
      'docs/emailjs/application.md',
      'docs/emailjs/consultation.md',
      'docs/emailjs/contact.md',
      'docs/emailjs/gtm-framework.md',
    ]);
    const forms = formsDoc(files);
    for (const file of Object.keys(docs)) expect(forms).toContain(`](${file.slice(5)})`);
  });

  it.each(definitions.map((definition) => [definition.id, definition] as const))(
    'name in their body every variable form %s sends, submission_id among them',
    (_id, definition) => {
      const doc = docs[`docs/emailjs/${definition.email.template}.md`]!;
      const body = doc.split('```html\n')[1]!.split('```')[0]!;
      const sent = Object.keys(templateParams(definition, {}, 'an-id'));
      expect(sent).toContain('submission_id');
      for (const variable of sent) expect(body).toContain(`{{${variable}}}`);
      expect(doc.split('```text\n')[1]).toMatch(/^\{\{subject\}\}\n/);
    },
  );

  it('are committed as generated', () => {
    for (const [file, text] of Object.entries(docs))
      expect(readFileSync(join(root, file), 'utf8')).toBe(text);
  });
});
