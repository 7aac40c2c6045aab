/**
 * A visitor's submission of a form, from the press to what the form says: spam is refused
 * (and counted by the studio), anything else goes through the outbox, which sends the e-mail
 * and the studio's copy under one submission id and keeps what failed for a later try.
 */
import type { FormValues } from '../content/define-field-type.ts';
import type { FormDefinition } from '../content/form-schema.ts';
import type { FailureReason } from '../email/delivery-result.ts';
import { templateParams } from '../email/template-params.ts';
import { leadsUrlFrom, minFillMsFrom, refusalsUrlOf, type LeadsEnv } from './config.ts';
import type { OutboxEntry } from './outbox-store.ts';
import type { OutboxRunner } from './outbox-runner.ts';
import { reportRefusal, spamReason, type RefusalReason } from './spam-check.ts';
import type { VisitSource } from './visit-source.ts';

export type SubmitOutcome =
  /** The e-mail went out (the copy may still be on its way). */
  | { kind: 'sent' }
  /** Sent again within the e-mail's rate limit, after a send that went: nothing is sent. */
  | { kind: 'throttled' }
  /** Judged not a person's: nothing was sent, and the visitor is told it was. */
  | { kind: 'spam'; reason: RefusalReason }
  /** The e-mail failed for a reason a retry can fix: kept on this device, sent later. */
  | { kind: 'saved'; reason?: FailureReason }
  /** The e-mail was refused for a reason no retry fixes (settings, a blocked address). */
  | { kind: 'refused'; reason?: FailureReason };

export interface LeadSubmission {
  /** The same id for every try of one submission. */
  id: string;
  definition: FormDefinition;
  values: FormValues;
  honeypot: string;
  elapsedMs: number;
  fromDraft: boolean;
}

export interface SubmitContext {
  runner: OutboxRunner;
  env: LeadsEnv;
  page: string;
  source: VisitSource;
  now: number;
  /** Milliseconds until the form may send again (send-form.ts, throttleLeft). */
  throttleLeft: (formId: string) => Promise<number>;
}

export async function submitLead(
  submission: LeadSubmission,
  context: SubmitContext,
): Promise<SubmitOutcome> {
  const { id, definition, values, honeypot, elapsedMs } = submission;
  const leadsUrl = leadsUrlFrom(context.env);
  const spam = spamReason(
    { honeypot, elapsedMs, fromDraft: submission.fromDraft },
    minFillMsFrom(context.env),
  );
  if (spam) {
    console.info(`[form] "${definition.id}" looked automated (${spam}); nothing was sent.`);
    if (leadsUrl) {
      reportRefusal(refusalsUrlOf(leadsUrl), {
        formId: definition.id,
        page: context.page,
        reason: spam,
      });
    }
    return { kind: 'spam', reason: spam };
  }
  if ((await context.throttleLeft(definition.id)) > 0) return { kind: 'throttled' };
  const fresh = { attempts: 0, nextTry: context.now };
  const entry: OutboxEntry = {
    id,
    formId: definition.id,
    created: context.now,
    email: {
      ...fresh,
      request: {
        formId: definition.id,
        templateId: definition.email.template,
        params: templateParams(definition, values, id),
      },
    },
  };
  if (leadsUrl) {
    entry.copy = {
      ...fresh,
      request: {
        url: leadsUrl,
        body: {
          id,
          formId: definition.id,
          values,
          page: context.page,
          referrer: context.source.referrer,
          utm: context.source.utm,
          elapsedMs: Math.round(elapsedMs),
          honeypot,
          ...(submission.fromDraft ? { fromDraft: true as const } : {}),
        },
      },
    };
  }
  const { attempted } = await context.runner.submit(entry);
  const email = attempted.email;
  // Nothing attempted: an earlier try of this submission already delivered the e-mail.
  if (!email || email.kind === 'sent') return { kind: 'sent' };
  // The studio stored its copy: the team has the lead, so the visitor is told it was received.
  // An e-mail worth another try stays in the outbox and goes later; one refused for good (a
  // site whose e-mail is not set up, served by the studio) leaves the studio's copy as the lead.
  if (attempted.copy?.kind === 'sent') return { kind: 'sent' };
  const reason = email.reason as FailureReason | undefined;
  return email.kind === 'retry' ? { kind: 'saved', reason } : { kind: 'refused', reason };
}
