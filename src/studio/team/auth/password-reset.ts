/**
 * "Forgot password": a link that sets a new password, `<public URL>/studio/reset#<token>`. As for
 * invitations, the token travels in the fragment (no log or Referer sees it) and only its SHA-256
 * is stored (db/password-resets.ts). A link works once, for an hour, and only the newest one of a
 * person works; using it ends every session of the person. Who asks learns nothing of whether an
 * account exists (server/password-reset-api.ts answers the same either way).
 */
import type { Client } from '@libsql/client';
import {
  consumePasswordReset,
  insertPasswordReset,
  passwordResetByHash,
} from '../db/password-resets.ts';
import type { UnixMs } from '../db/rows.ts';
import { userById, type User } from '../db/users.ts';
import { TeamAuthError } from './errors.ts';
import { checkPasswordLength, hashPassword } from './passwords.ts';
import { isBase64urlOf, randomToken, sha256 } from './tokens.ts';

export const RESET_LIFETIME_MS = 60 * 60_000;
export const RESET_PATH = '/studio/reset';
const TOKEN_BYTES = 32;

export const resetLink = (publicUrl: URL, token: string) =>
  `${publicUrl.origin}${RESET_PATH}#${token}`;

/** May this person be sent a link? Someone present who has a password (an invitee accepts). */
export const mayReset = (user: User | null): user is User =>
  user !== null && user.removedAt === null && user.hasPassword;

/** A new link for the person (their earlier ones stop working); the token is in the link only. */
export async function issuePasswordReset(
  db: Client,
  userId: string,
  context: { publicUrl: URL; at: UnixMs },
): Promise<{ link: string; expiresAt: UnixMs }> {
  const token = randomToken(TOKEN_BYTES);
  const expiresAt = context.at + RESET_LIFETIME_MS;
  await insertPasswordReset(db, { tokenHash: sha256(token), userId, expiresAt }, context.at);
  return { link: resetLink(context.publicUrl, token), expiresAt };
}

async function refusalOf(db: Client, token: string, at: UnixMs): Promise<TeamAuthError | null> {
  const reset = isBase64urlOf(token, TOKEN_BYTES)
    ? await passwordResetByHash(db, sha256(token))
    : null;
  if (!reset) {
    return new TeamAuthError(
      'reset-unknown',
      'This link to choose a new password is not valid: check that it was copied whole, or ask for a new one.',
    );
  }
  if (reset.usedAt !== null) {
    return new TeamAuthError(
      'reset-used',
      'This link was used already, or a newer one was sent: ask for a new one if you still need it.',
    );
  }
  if (reset.expiresAt <= at) {
    return new TeamAuthError(
      'reset-expired',
      'This link has expired (it works for an hour): ask for a new one.',
    );
  }
  return null;
}

/**
 * Sets the new password and uses the link up. An unknown, used or expired link, or a password
 * out of bounds, is a TeamAuthError that changes nothing (a refused password keeps the link).
 */
export async function completePasswordReset(
  db: Client,
  request: { token: string; password: string },
  at: UnixMs,
): Promise<User> {
  const refusal = await refusalOf(db, request.token, at);
  if (refusal) throw refusal;
  checkPasswordLength(request.password);
  const passwordHash = await hashPassword(request.password);
  const userId = await consumePasswordReset(
    db,
    { tokenHash: sha256(request.token), passwordHash },
    at,
  );
  if (userId === null) {
    // Another use, a newer link or a removal got there during the hashing.
    throw (
      (await refusalOf(db, request.token, at)) ??
      new TeamAuthError('reset-used', 'This link can no longer be used: ask for a new one.')
    );
  }
  return (await userById(db, userId))!;
}
