/** Validation of a form's `{field}` placeholders: each must name a field of the same form. */
import type { z } from 'zod';
import { PLACEHOLDER_TEXTS, placeholdersIn } from './placeholders.ts';
import { didYouMean } from './suggest.ts';

interface FormTexts {
  fields: { name: string }[];
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
