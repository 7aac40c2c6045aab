/** docs/forms.md: what a form file may hold (from the form schema) and the forms of this site. */
import { fieldTypeRegistry } from '../../../fields/index.ts';
import { formField, formSchema } from '../../content/form-schema.ts';
import type { ProjectFile } from '../project.ts';
import { routeFromPageFile } from '../../content/route-path.ts';
import { parse } from 'yaml';
import { fieldTable } from './blocks-doc.ts';
import { fieldRows } from './field-rows.ts';
import { emailjsTemplateDocs } from './emailjs-templates.ts';
import { formsDeliveryNotes } from './forms-doc-delivery.ts';
import { formsDocNotes } from './forms-doc-notes.ts';
import { leadApiDoc } from './lead-api-doc.ts';
import { code, GENERATED_NOTE, table } from './markdown.ts';

interface FormSummary {
  id?: string;
  title?: string;
  fields?: { name?: string }[];
  email?: { type?: string };
}

/** Which pages open a form: every `modal: <id>` anywhere in a page's data. */
function openers(pages: ProjectFile[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const visit = (value: unknown, route: string) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, route));
    if (typeof value !== 'object' || value === null) return;
    const modal = (value as { modal?: unknown }).modal;
    if (typeof modal === 'string') found.set(modal, (found.get(modal) ?? new Set()).add(route));
    Object.values(value).forEach((child) => visit(child, route));
  };
  for (const page of pages) {
    try {
      visit(parse(page.source), page.kind === 'site' ? SITE_FILE : routeFromPageFile(page.file)!);
    } catch {
      // A page with a syntax error opens nothing; the validator reports it.
    }
  }
  return found;
}

const SITE_FILE = 'the header or footer';

function openedFrom(places: Set<string> | undefined): string {
  if (!places?.size) return '(no button yet)';
  const routes = [...places].filter((p) => p !== SITE_FILE).sort();
  const shown =
    routes.slice(0, 5).join(', ') + (routes.length > 5 ? ` and ${routes.length - 5} more` : '');
  return places.has(SITE_FILE) ? [SITE_FILE, shown].filter(Boolean).join('; ') : shown;
}

export function formsDoc(files: ProjectFile[]): string {
  const opened = openers(files.filter((f) => f.kind === 'page' || f.kind === 'site'));
  const forms = files
    .filter((f) => f.kind === 'form')
    .map((f) => ({ file: f.file, data: (parse(f.source) ?? {}) as FormSummary }));
  const formRows = fieldRows(formSchema).filter((row) => !row.path.startsWith('fields[].'));
  return [
    '# Forms',
    GENERATED_NOTE,
    'Each file in `forms/` is one form. Its file name is its id: a button opens it with `modal: <id>`. The site builds the checks (required fields, e-mail and phone formats, lengths) from the definition, so there is no code to write for a new form.',
    '## The forms of this site',
    table(
      ['Form', 'Title', 'Fields', 'E-mail type', 'Opened from'],
      forms.map(({ file, data }) => [
        code(data.id ?? file),
        data.title ?? '',
        (data.fields ?? []).map((field) => field.name ?? '?').join(', '),
        data.email?.type ?? '',
        openedFrom(opened.get(data.id ?? '')),
      ]),
    ),
    '## What a form file holds',
    fieldTable(formRows),
    '## Each field of `fields:`',
    'Every field has the common keys; a key listed under a type in the table of types is only for that type.',
    fieldTable(fieldRows(formField)),
    '## Field types',
    'Each `type:` is one folder in `fields/` (`definition.ts`: its keys, rule, default, draft and e-mail value, no React; `view.tsx`: its widget) and one line in `fields/index.ts`.',
    table(
      ['Type', 'What the visitor gets', 'Its own keys'],
      fieldTypeRegistry.map((definition) => [
        code(definition.type),
        definition.description,
        Object.keys(definition.options).map(code).join(', '),
      ]),
    ),
    ...formsDocNotes,
    ...formsDeliveryNotes(Object.keys(emailjsTemplateDocs(files))),
    ...leadApiDoc,
    '',
  ].join('\n\n');
}
