/**
 * An e-mail as a job of the scheduler: the message is written when the job runs, from what the
 * database holds then (a lead deleted meanwhile is not announced; an invitation's or a reset's
 * token is made then, so no token waits in the jobs table). A send that fails is tried again,
 * 1, 5, 15 and 60 minutes later, five tries in all; meanwhile and after, the admins see why
 * (server/mail-api.ts).
 */
import { record } from '../auth/audit.ts';
import { retryFailedJob, type JobRow } from '../db/jobs.ts';
import { JobFailure, type JobContext, type JobKind } from '../scheduler/job-kind.ts';
import type { OutgoingMail } from './mailer.ts';

export const MAIL_ATTEMPTS = 5;
const RETRY_AFTER_MINUTES = [1, 5, 15, 60];

export function mailJob(
  compose: (job: JobRow, context: JobContext) => Promise<OutgoingMail | null>,
): JobKind {
  return {
    lane: 'mail',
    async run(job, context) {
      const mailer = context.mail?.mailer;
      if (!mailer) throw new JobFailure('STUDIO_SMTP_URL is not set: the studio sends no e-mail');
      // Nothing to send any more (the lead deleted, the person removed): done.
      const mail = await compose(job, context);
      if (!mail) return;
      try {
        await mailer.send(mail);
      } catch (error) {
        // The mailer's words (MailError) are the reason the admins read.
        throw new JobFailure((error as Error).message);
      }
    },

    async after(job, context) {
      if (job.state !== 'failed') return;
      const { db, clock } = context;
      const wait = RETRY_AFTER_MINUTES[job.attempts - 1];
      if (job.attempts < MAIL_ATTEMPTS && wait !== undefined) {
        await retryFailedJob(db, job.id, clock.now() + wait * 60_000);
        return;
      }
      await record(
        db,
        {
          actor: { userId: null, email: 'studio:mail' },
          action: 'mail-failed',
          detail: { job: job.id, kind: job.kind, attempts: job.attempts, reason: job.lastError },
        },
        clock.now(),
      );
    },
  };
}
