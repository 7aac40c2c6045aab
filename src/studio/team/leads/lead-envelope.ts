/**
 * What the site sends (docs/forms.md, "The lead copy"): the envelope of a lead and of a spam
 * report, checked by zod before anything is read from them, and the server's own spam checks.
 * The form's values are checked separately, by the form's own schema (lead-forms.ts).
 */
import * as z from 'zod';
import { REFUSAL_REASONS, UTM_KEYS } from '../../../content/lead-contract.ts';
import { FORM_ID } from './lead-forms.ts';

export { spamReason, UTM_KEYS } from '../../../content/lead-contract.ts';

const formId = z.string().regex(FORM_ID, 'expected a form id such as "contact"');
/** The path the form was sent from: a path of the site, never a whole address. */
const page = z
  .string()
  .max(512)
  .regex(/^\/[^\s]*$/, 'expected the path of a page, such as "/pricing"');

export const leadEnvelope = z.strictObject({
  id: z.uuid('expected a UUID made in the browser'),
  formId,
  values: z.record(z.string(), z.unknown()),
  page,
  referrer: z.string().max(2048),
  utm: z.strictObject(
    Object.fromEntries(UTM_KEYS.map((key) => [key, z.string().max(256).optional()])) as Record<
      (typeof UTM_KEYS)[number],
      z.ZodOptional<z.ZodString>
    >,
  ),
  elapsedMs: z.number().finite().nonnegative(),
  honeypot: z.string().max(2048),
  /** Filled from the visitor's draft: a quick send is a person's (src/leads/spam-check.ts). */
  fromDraft: z.literal(true).optional(),
});
export type LeadEnvelope = z.output<typeof leadEnvelope>;

export const refusalReport = z.strictObject({
  formId,
  page,
  reason: z.enum(REFUSAL_REASONS),
});
export type RefusalReport = z.output<typeof refusalReport>;

/** A zod refusal as the route's 400: one message, and each field's first problem by its path. */
export function problemsOf(error: z.ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '(body)';
    fields[key] ??= issue.message;
  }
  const names = Object.keys(fields);
  return {
    message: `${names.length === 1 ? 'a field was' : `${names.length} fields were`} refused: ${names.slice(0, 5).join(', ')}`,
    fields,
  };
}
