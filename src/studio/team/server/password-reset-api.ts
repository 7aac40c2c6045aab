/**
 * "Forgot password", the two posts that come without a session (same origin only):
 * - `POST password-reset/request` `{ email }`: 202 with the same words whether or not the
 *   address has an account, so nobody learns who does. For one that does, a link goes out by
 *   e-mail (a job: mail/password-reset-job.ts), or, without STUDIO_SMTP_URL, is printed in the
 *   studio's output for an admin to pass on, as invitation links are. At most 3 asks an hour
 *   for one address and 20 from one network address (429 for any address alike).
 * - `POST password-reset/complete` `{ token, password }`: the new password set, the link used
 *   up, every session of the person ended (auth/password-reset.ts); they then sign in.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, readJsonBody, requireString, sendJson } from '../../server/http-json.ts';
import { normalizeEmail } from '../auth/emails.ts';
import { completePasswordReset, issuePasswordReset, mayReset } from '../auth/password-reset.ts';
import { actorOf, type TeamAuth } from '../auth/team-auth.ts';
import { addressKey, clearAccountFailures } from '../auth/throttle.ts';
import { insertJob } from '../db/jobs.ts';
import { userByEmail } from '../db/users.ts';
import { slidingWindow } from '../leads/rate-limit.ts';
import { MAIL_PASSWORD_RESET } from '../scheduler/job-names.ts';
import type { Client } from '@libsql/client';
import type { Schedules } from './schedule-api.ts';
import { requestAddress, requireSameOrigin } from './team-guard.ts';

const MAX_BODY_BYTES = 4096;
const HOUR_MS = 3600_000;

export const RESET_SENT =
  'If an account has that address, a link to choose a new password is on its way to it. It works once, for an hour.';
export const RESET_PRINTED =
  'If an account has that address, the studio’s admin now has a link to choose a new password (this studio sends no e-mail): ask them for it. It works once, for an hour.';

export type PasswordResets = ReturnType<typeof passwordResets>;

/** What these routes use of the team server (team-api.ts's context has it). */
interface ResetContext {
  db: Client;
  auth: Pick<TeamAuth, 'record'>;
  publicUrl: URL;
  trustProxy: boolean;
  schedules?: Schedules;
}

/** The routes, with their limits (kept in memory: a restart gives a fresh hour). */
export function passwordResets(log: (line: string) => void) {
  const perAccount = slidingWindow(3, HOUR_MS);
  const perAddress = slidingWindow(20, HOUR_MS);

  async function ask(context: ResetContext, request: IncomingMessage, response: ServerResponse) {
    const body = await readJsonBody(request, MAX_BODY_BYTES);
    const typed = requireString(body, 'email').trim().toLowerCase().slice(0, 254);
    const ip = requestAddress(request, context.trustProxy);
    const now = Date.now();
    const refused = [
      perAddress.take(addressKey(ip), now),
      perAccount.take(`account:${typed}`, now),
    ].find((taken) => !taken.ok);
    if (refused && !refused.ok) {
      const minutes = Math.max(1, Math.ceil(refused.retryAfterMs / 60_000));
      response.setHeader('Retry-After', String(Math.ceil(refused.retryAfterMs / 1000)));
      throw new HttpError(
        429,
        'throttled',
        `Too many asks for a new password: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    const email = normalizeEmail(typed);
    const jobs = context.schedules?.jobs;
    const mailer = jobs?.mail?.mailer ?? null;
    const user = await userByEmail(context.db, email);
    if (jobs && mayReset(user)) {
      await context.auth.record({ actor: actorOf(user), action: 'password-reset-request', ip });
      if (mailer) {
        const at = jobs.clock.now();
        await insertJob(
          context.db,
          { kind: MAIL_PASSWORD_RESET, dueAt: at, payload: { userId: user.id } },
          at,
        );
        context.schedules?.scheduler.wake();
      } else {
        const reset = await issuePasswordReset(context.db, user.id, {
          publicUrl: context.publicUrl,
          at: jobs.clock.now(),
        });
        log(
          `studio: ${email} asked for a new password; STUDIO_SMTP_URL is not set, so pass this link on to them once you know it is them (it works once, for an hour): ${reset.link}`,
        );
      }
    }
    sendJson(response, 202, { message: mailer ? RESET_SENT : RESET_PRINTED });
  }

  async function complete(
    context: ResetContext,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    const body = await readJsonBody(request, MAX_BODY_BYTES);
    const at = context.schedules?.jobs.clock.now() ?? Date.now();
    const user = await completePasswordReset(
      context.db,
      { token: requireString(body, 'token'), password: requireString(body, 'password') },
      at,
    );
    await clearAccountFailures(context.db, user.email);
    await context.auth.record({
      actor: actorOf(user),
      action: 'password-reset',
      ip: requestAddress(request, context.trustProxy),
    });
    sendJson(response, 200, { email: user.email });
  }

  /** Answers a reset route (true), or leaves the request to others (false). */
  return async function answer(
    context: ResetContext,
    route: string,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<boolean> {
    if (route !== 'POST password-reset/request' && route !== 'POST password-reset/complete') {
      return false;
    }
    requireSameOrigin(request, context.publicUrl);
    await (route === 'POST password-reset/request' ? ask : complete)(context, request, response);
    return true;
  };
}
