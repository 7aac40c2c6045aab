/**
 * The studio's e-mail as the team API shows it (server/team-api.ts routes here):
 * - `GET mail`: whether the studio sends e-mail (the SMTP server's host and port, never more)
 *   and the sends that failed: waiting for their next try, or given up (admins: mail.failures);
 * - `POST mail/failures/<id>/dismiss`: an admin has read a given-up one;
 * - `GET mail/choices`, `PUT mail/choices` `{ reviewNotices }`: a person's own choice of the
 *   e-mails about drafts in review (db/mail-choices.ts), whether or not the studio sends now.
 * And an invitation made in the studio: e-mailed when the studio sends e-mail (the link is then
 * in the person's mailbox only), else its link is answered for the admin to pass on, as before.
 */
import { HttpError } from '../../server/http-json.ts';
import type { Invitation } from '../auth/invitations.ts';
import type { SignedIn } from '../auth/team-auth.ts';
import { insertJob } from '../db/jobs.ts';
import { dismissMailFailure, mailFailures } from '../db/mail-failures.ts';
import { mailChoicesOf, writeMailChoices } from '../db/mail-choices.ts';
import { userById, type User } from '../db/users.ts';
import {
  MAIL_INVITATION,
  MAIL_KINDS,
  MAIL_LEAD_NOTICE,
  MAIL_REVIEW_NOTICE,
} from '../scheduler/job-names.ts';
import type { Client } from '@libsql/client';
import type { Schedules } from './schedule-api.ts';
import { requireAllowed } from './team-guard.ts';

/** What these routes use of the team server (team-api.ts's context has it). */
interface MailApiContext {
  db: Client;
  schedules?: Schedules;
}

export interface MailFailure {
  id: number;
  /** What did not go, to whom: "The invitation to sam@example.com". */
  what: string;
  error: string;
  attempts: number;
  /** Waiting: the next try (ISO); given up: null. */
  nextTry: string | null;
}

const WHAT: Record<string, string> = {
  [MAIL_INVITATION]: 'The invitation to',
  [MAIL_LEAD_NOTICE]: 'The notice of a new lead to',
  [MAIL_REVIEW_NOTICE]: 'The notice of a draft’s review step to',
};

export async function mailRequest(
  context: MailApiContext,
  signedIn: SignedIn,
  method: string,
  parts: readonly string[],
  body?: () => Promise<Record<string, unknown>>,
): Promise<{ status: number; body: unknown } | undefined> {
  const [, area, id, verb] = parts;
  if (area === 'choices' && id === undefined)
    return choicesRequest(context, signedIn, method, body);
  const mailer = context.schedules?.jobs.mail?.mailer ?? null;
  if (method === 'GET' && area === undefined) {
    requireAllowed(signedIn, 'mail.failures');
    const failures: MailFailure[] = [];
    for (const row of await mailFailures(context.db, MAIL_KINDS)) {
      const userId = typeof row.payload.userId === 'string' ? row.payload.userId : '';
      const user = userId ? await userById(context.db, userId) : null;
      failures.push({
        id: row.id,
        what: `${WHAT[row.kind] ?? 'The link to choose a new password to'} ${user?.email ?? 'someone since removed'}`,
        error: row.error,
        attempts: row.attempts,
        nextTry: row.state === 'pending' ? new Date(row.at).toISOString() : null,
      });
    }
    return {
      status: 200,
      body: { sends: mailer !== null, server: mailer?.server ?? null, failures },
    };
  }
  if (method === 'POST' && area === 'failures' && id !== undefined && verb === 'dismiss') {
    requireAllowed(signedIn, 'mail.failures');
    const at = context.schedules?.jobs.clock.now() ?? Date.now();
    // A job's id is a whole number: anything else names no failure (never a NaN for SQLite).
    const known = /^[1-9]\d{0,14}$/.test(id);
    if (!known || !(await dismissMailFailure(context.db, Number(id), MAIL_KINDS, at))) {
      throw new HttpError(404, 'no-failure', 'there is no such e-mail given up');
    }
    return { status: 200, body: { dismissed: true } };
  }
  return undefined;
}

/** A person's own e-mail choices: read, or changed (the write gate passed before here). */
async function choicesRequest(
  context: MailApiContext,
  signedIn: SignedIn,
  method: string,
  body?: () => Promise<Record<string, unknown>>,
): Promise<{ status: number; body: unknown } | undefined> {
  requireAllowed(signedIn, 'mail.choices');
  const userId = signedIn.user.id;
  if (method === 'PUT' && body) {
    const given = (await body()).reviewNotices;
    if (typeof given !== 'boolean') {
      throw new HttpError(400, 'bad-request', '"reviewNotices" must be true or false');
    }
    const at = context.schedules?.jobs.clock.now() ?? Date.now();
    await writeMailChoices(context.db, userId, { reviewNotices: given }, at);
  } else if (method !== 'GET') {
    return undefined;
  }
  const sends = (context.schedules?.jobs.mail?.mailer ?? null) !== null;
  return { status: 200, body: { ...(await mailChoicesOf(context.db, userId)), sends } };
}

/** The answer to an admin's invitation: e-mailed (a job), or the link to pass on. */
export async function invitationAnswer(context: MailApiContext, invitation: Invitation, by: User) {
  const jobs = context.schedules?.jobs;
  const expiresAt = new Date(invitation.expiresAt).toISOString();
  if (!jobs?.mail?.mailer) return { user: invitation.user, link: invitation.link, expiresAt };
  const at = jobs.clock.now();
  await insertJob(
    context.db,
    { kind: MAIL_INVITATION, dueAt: at, payload: { userId: invitation.user.id, by: by.id } },
    at,
  );
  context.schedules?.scheduler.wake();
  return { user: invitation.user, emailed: true, expiresAt };
}
