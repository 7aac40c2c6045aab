/**
 * `mail-password-reset`: a "Forgot password" link sent to the person who asked (queued by
 * server/password-reset-api.ts for an account that exists). The link is made as the job runs,
 * on the studio's clock, so its hour starts then and its token is in the e-mail only.
 */
import { issuePasswordReset, mayReset } from '../auth/password-reset.ts';
import { userById } from '../db/users.ts';
import { payloadText } from '../scheduler/job-kind.ts';
import { mailJob } from './mail-job.ts';
import { passwordResetMail } from './messages.ts';

export const passwordResetJob = mailJob(async (job, context) => {
  const user = await userById(context.db, payloadText(job, 'userId'));
  if (!mayReset(user)) return null;
  const reset = await issuePasswordReset(context.db, user.id, {
    publicUrl: context.mail!.publicUrl,
    at: context.clock.now(),
  });
  return passwordResetMail(user.email, reset);
});
