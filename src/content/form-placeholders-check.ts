/**
 * Checks of the form texts and keys that refer to the form's own fields: `{field}` placeholders
 * and `downloadFrom`.
 */
import type { z } from 'zod';
import { PLACEHOLDER_TEXTS, placeholdersIn } from './placeholders.ts';
import { didYouMean } from './suggest.ts';

interface FormTexts {
  fields: { name: string; type: string }[];
  downloadFrom?: string;
  [key: string]: unknown;
}

export function checkPlaceholders(form: FormTexts, ctx: z.RefinementCtx): void {
  const names = form.fields.map((field) => field.name);
  for (const path of PLACEHOLDER_TEXTS) {
    const text = path.reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      form,
    );
    if (typeof text !== 'string') continue;
    for (const name of placeholdersIn(text)) {
      if (names.includes(name)) continue;
      ctx.addIssue({
        code: 'custom',
        path: [...path],
        params: { problem: 'unknown-placeholder' },
        message: `{${name}} names no field of this form (fields: ${names.join(', ')})${didYouMean(name, names)}`,
      });
    }
  }
}

/** `downloadFrom` names a hidden field: the path comes from the button, never from the visitor. */
export function checkDownloadField(form: FormTexts, ctx: z.RefinementCtx): void {
  if (form.downloadFrom === undefined) return;
  const field = form.fields.find((candidate) => candidate.name === form.downloadFrom);
  if (field?.type === 'hidden') return;
  const hidden = form.fields.filter((f) => f.type === 'hidden').map((f) => f.name);
  ctx.addIssue({
    code: 'custom',
    path: ['downloadFrom'],
    params: { problem: 'bad-download-field' },
    message: field
      ? `"${form.downloadFrom}" must be a hidden field (it is ${field.type})`
      : `no hidden field "${form.downloadFrom}" in this form (hidden fields: ${hidden.join(', ') || 'none'})`,
  });
}
