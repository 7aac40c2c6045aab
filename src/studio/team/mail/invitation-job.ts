/**
 * `mail-invitation`: the invitation of a person an admin invited in the studio, sent to them.
 * The link is made as the job runs (a fresh one: the person's earlier links stop working), so
 * the token lives in the e-mail only; someone who joined or was removed meanwhile gets nothing.
 */
import { INVITATION_LIFETIME_SECONDS, inviteUser } from '../auth/invitations.ts';
import { userById } from '../db/users.ts';
import { payloadText } from '../scheduler/job-kind.ts';
import { mailJob } from './mail-job.ts';
import { invitationMail } from './messages.ts';

export const invitationJob = mailJob(async (job, context) => {
  const user = await userById(context.db, payloadText(job, 'userId'));
  if (!user || user.removedAt !== null || user.hasPassword) return null;
  const inviterId = typeof job.payload.by === 'string' ? job.payload.by : null;
  const inviter = inviterId ? await userById(context.db, inviterId) : null;
  const mail = context.mail!;
  const invitation = await inviteUser(
    context.db,
    { email: user.email, role: user.role, name: user.name, invitedBy: inviterId },
    { publicUrl: mail.publicUrl, at: Date.now() },
  );
  return invitationMail(user.email, {
    inviter: inviter ? inviter.name || inviter.email : 'An admin',
    role: user.role,
    link: invitation.link,
    hours: INVITATION_LIFETIME_SECONDS / 3600,
  });
});
