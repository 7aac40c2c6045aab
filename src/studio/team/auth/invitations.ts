/**
 * Invitations: the only way into the team studio. An admin (or `studio:user add`) names a person
 * and a role; they get a one-time link that expires after 72 hours, and set their password there.
 *
 * The token travels in the link's fragment, `<public URL>/studio/invite#<token>`: browsers never
 * send a fragment to the server nor put it in a Referer, so it stays out of access logs and
 * proxies. The invite page (the studio app) reads it from `location.hash` and posts it with the
 * chosen password; only its SHA-256 is stored.
 */
import type { Client } from '@libsql/client';
import { consumeInvitation, insertInvitation, invitationByHash } from '../db/invitations.ts';
import type { UnixMs } from '../db/rows.ts';
import { insertUser, resetForInvitation, userByEmail, userById, type User } from '../db/users.ts';
import { normalizeEmail } from './emails.ts';
import { TeamAuthError } from './errors.ts';
import { hashPassword, checkPasswordLength } from './passwords.ts';
import { isRole, ROLES, type Role } from './roles.ts';
import { isBase64urlOf, randomToken, sha256 } from './tokens.ts';

export const INVITATION_LIFETIME_SECONDS = 72 * 60 * 60;
export const INVITATION_PATH = '/studio/invite';
const TOKEN_BYTES = 32;
const MAX_NAME_LENGTH = 100;

export function invitationLink(publicUrl: URL, token: string): string {
  return `${publicUrl.origin}${INVITATION_PATH}#${token}`;
}

/** A display name: one line, at most 100 characters, trimmed. */
export function checkName(name: string): string {
  const trimmed = name.trim();
  if (/\p{Cc}/u.test(trimmed) || [...trimmed].length > MAX_NAME_LENGTH) {
    throw new TeamAuthError(
      'bad-name',
      `A name is one line of at most ${MAX_NAME_LENGTH} characters.`,
    );
  }
  return trimmed;
}

export function checkRole(role: string): Role {
  if (!isRole(role)) {
    throw new TeamAuthError('bad-role', `"${role}" is not a role: use one of ${ROLES.join(', ')}.`);
  }
  return role;
}

export interface Invitation {
  user: User;
  /** The secret itself: shown once (in the link), never stored. */
  token: string;
  link: string;
  expiresAt: UnixMs;
}

/**
 * Invites a person: a new account with no password, or a fresh link for someone invited before
 * who never accepted, or who was removed (their earlier links stop working). Someone with an
 * active account is refused (`user-exists`): change their role instead.
 */
export async function inviteUser(
  db: Client,
  request: { email: string; role: string; name?: string; invitedBy: string | null },
  context: { publicUrl: URL; at: UnixMs; lifetimeSeconds?: number },
): Promise<Invitation> {
  const email = normalizeEmail(request.email);
  const role = checkRole(request.role);
  const name = checkName(request.name ?? '');
  const existing = await userByEmail(db, email);
  if (existing && existing.removedAt === null && existing.hasPassword) {
    throw new TeamAuthError(
      'user-exists',
      `${email} already has an account (${existing.role}); change their role instead.`,
    );
  }
  const user = existing
    ? await resetForInvitation(db, existing.id, { role, name: name || existing.name })
    : await insertUser(db, { email, name, role }, context.at);
  const token = randomToken(TOKEN_BYTES);
  const expiresAt = context.at + (context.lifetimeSeconds ?? INVITATION_LIFETIME_SECONDS) * 1000;
  await insertInvitation(
    db,
    { tokenHash: sha256(token), userId: user.id, createdBy: request.invitedBy, expiresAt },
    context.at,
  );
  return { user, token, link: invitationLink(context.publicUrl, token), expiresAt };
}

/** Why a token cannot be used now, as the error to show; null when it can. */
async function unusable(db: Client, token: string, at: UnixMs): Promise<TeamAuthError | null> {
  const invitation = isBase64urlOf(token, TOKEN_BYTES)
    ? await invitationByHash(db, sha256(token))
    : null;
  if (!invitation) {
    return new TeamAuthError(
      'invitation-unknown',
      'This invitation link is not valid: check that it was copied whole, or ask an admin for a new one.',
    );
  }
  if (invitation.usedAt !== null) {
    return new TeamAuthError(
      'invitation-used',
      'This invitation link has already been used or was withdrawn: sign in, or ask an admin for a new one.',
    );
  }
  if (invitation.expiresAt <= at) {
    return new TeamAuthError(
      'invitation-expired',
      'This invitation link has expired (they last 72 hours): ask an admin for a new one.',
    );
  }
  return null;
}

/**
 * Whom an invitation is for (the e-mail and the role), so its page can say so; for a token that
 * can be used now only: an unknown, used or expired one is the same TeamAuthError as accepting
 * it would be, and says nothing about anyone.
 */
export async function invitationFacts(
  db: Client,
  token: string,
  at: UnixMs,
): Promise<{ email: string; role: Role }> {
  const refusal = await unusable(db, token, at);
  if (refusal) throw refusal;
  const invitation = (await invitationByHash(db, sha256(token)))!;
  const user = (await userById(db, invitation.userId))!;
  return { email: user.email, role: user.role };
}

/**
 * Accepts an invitation: sets the person's password (and name, when given) and uses the link up.
 * Works once; an unknown, used or expired token, or a password out of bounds, is a TeamAuthError
 * that changes nothing (a refused password does not use the link up).
 */
export async function acceptInvitation(
  db: Client,
  request: { token: string; password: string; name?: string },
  at: UnixMs,
): Promise<User> {
  const refusal = await unusable(db, request.token, at);
  if (refusal) throw refusal;
  checkPasswordLength(request.password);
  const name = request.name === undefined ? null : checkName(request.name) || null;
  const passwordHash = await hashPassword(request.password);
  const userId = await consumeInvitation(
    db,
    { tokenHash: sha256(request.token), passwordHash, name },
    at,
  );
  if (userId === null) {
    // Another acceptance (or a removal) got there during the hashing.
    throw (
      (await unusable(db, request.token, at)) ??
      new TeamAuthError('invitation-used', 'This invitation link has already been used.')
    );
  }
  return (await userById(db, userId))!;
}
