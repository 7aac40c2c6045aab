/**
 * Sending an invitation again, for a person invited who has not joined: the e-mail got lost, or
 * the 72-hour link expired. It is an invitation like the first (team-auth.ts `invite`): a new
 * one-time link, the person's earlier links withdrawn at once (db/invitations.ts), recorded as
 * `user-invite` marked `again`. Someone who has joined or was removed is refused in words and
 * nothing changes: a joined person's role is changed instead, a removed one invited anew.
 */
import type { Client } from '@libsql/client';
import { userById } from '../db/users.ts';
import type { Actor } from './audit.ts';
import { TeamAuthError } from './errors.ts';
import type { Invitation } from './invitations.ts';
import type { TeamAuth } from './team-auth.ts';

export async function inviteAgain(
  auth: Pick<TeamAuth, 'invite'>,
  db: Client,
  request: { userId: string; by: Actor; ip?: string },
): Promise<Invitation> {
  const user = await userById(db, request.userId);
  if (!user) throw new TeamAuthError('unknown-user', 'That person has no account in this studio.');
  if (user.removedAt !== null) {
    throw new TeamAuthError(
      'user-removed',
      `${user.email} was removed: to bring them back, invite them under “Invite someone”.`,
    );
  }
  if (user.hasPassword) {
    throw new TeamAuthError(
      'already-joined',
      `${user.email} has already joined: they sign in with their password (“Forgot your password?” on the sign-in page if it is lost).`,
    );
  }
  // `invite` checks once more that the person has not joined meanwhile (user-exists).
  return auth.invite({
    email: user.email,
    role: user.role,
    name: user.name,
    by: request.by,
    ip: request.ip,
    again: true,
  });
}
