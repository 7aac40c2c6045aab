/**
 * Sessions in the manner of lucia's auth_session.ts. The cookie holds `id.secret`, both random
 * (144 and 256 bits, base64url); the database holds only the SHA-256 of the secret, compared in
 * constant time, so a copy of the database signs nobody in. A token that is malformed, unknown,
 * wrong, idle too long or past its cap yields null, never an error.
 *
 * Expiry: idle (`idleTimeoutSeconds` since the last request, sliding) and absolute
 * (`absoluteLifetimeSeconds` since sign-in, however active). The last-seen time is written at
 * most once per `lastSeenWriteIntervalSeconds`, so reads do not turn into writes; the idle limit
 * is therefore met to within that interval.
 *
 * Fixation is impossible: ids are only ever made here, a sign-in always makes a new session (and
 * ends the one the browser held), and a token the server did not issue matches no row. Removing
 * a person or changing their role deletes all their sessions (db/users.ts), so a demoted admin's
 * open tab stops at its next request, and a promotion takes effect at a fresh sign-in.
 */
import type { Client } from '@libsql/client';
import {
  deleteSession,
  insertSession,
  sessionById,
  touchSession,
  type SessionRow,
} from '../db/sessions.ts';
import type { UnixMs } from '../db/rows.ts';
import { isBase64urlOf, randomToken, sameBytes, sha256 } from './tokens.ts';

export interface SessionPolicy {
  idleTimeoutSeconds: number;
  absoluteLifetimeSeconds: number;
  lastSeenWriteIntervalSeconds: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleTimeoutSeconds: 8 * 60 * 60,
  absoluteLifetimeSeconds: 7 * 24 * 60 * 60,
  lastSeenWriteIntervalSeconds: 5 * 60,
};

const ID_BYTES = 18;
const SECRET_BYTES = 32;

export interface Session {
  id: string;
  userId: string;
  createdAt: UnixMs;
  lastSeenAt: UnixMs;
  /** The absolute cap. */
  expiresAt: UnixMs;
  /** When it ends if no request comes before. */
  idleExpiresAt: UnixMs;
}

function sessionOf(row: SessionRow, policy: SessionPolicy): Session {
  return {
    id: row.id,
    userId: row.userId,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    idleExpiresAt: Math.min(row.expiresAt, row.lastSeenAt + policy.idleTimeoutSeconds * 1000),
  };
}

/** A new session for a person who just proved who they are. `token` goes into the cookie. */
export async function createSession(
  db: Client,
  userId: string,
  at: UnixMs,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): Promise<{ session: Session; token: string; secret: string }> {
  const id = randomToken(ID_BYTES);
  const secret = randomToken(SECRET_BYTES);
  const row: SessionRow = {
    id,
    secretHash: sha256(secret),
    userId,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: at + policy.absoluteLifetimeSeconds * 1000,
  };
  await insertSession(db, row);
  return { session: sessionOf(row, policy), token: `${id}.${secret}`, secret };
}

/** `id.secret` in exactly the shape createSession makes, else null. */
export function parseSessionToken(token: unknown): { id: string; secret: string } | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [id, secret] = parts as [string, string];
  if (!isBase64urlOf(id, ID_BYTES) || !isBase64urlOf(secret, SECRET_BYTES)) return null;
  return { id, secret };
}

/**
 * The live session a cookie value names, or null. Slides the idle expiry (writing at most once
 * per interval) and deletes a session found expired.
 */
export async function validateSessionToken(
  db: Client,
  token: unknown,
  at: UnixMs,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): Promise<{ session: Session; secret: string } | null> {
  const parsed = parseSessionToken(token);
  if (!parsed) return null;
  const row = await sessionById(db, parsed.id);
  if (!row || !sameBytes(sha256(parsed.secret), row.secretHash)) return null;
  const idleMs = at - row.lastSeenAt;
  if (at >= row.expiresAt || idleMs >= policy.idleTimeoutSeconds * 1000) {
    await deleteSession(db, row.id);
    return null;
  }
  if (idleMs >= policy.lastSeenWriteIntervalSeconds * 1000) {
    await touchSession(db, row.id, at);
    row.lastSeenAt = at;
  }
  return { session: sessionOf(row, policy), secret: parsed.secret };
}

/** Ends the session a token names, if the token is genuine (a bare id is not enough). */
export async function invalidateSessionToken(
  db: Client,
  token: unknown,
  at: UnixMs,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): Promise<Session | null> {
  const valid = await validateSessionToken(db, token, at, policy);
  if (valid) await deleteSession(db, valid.session.id);
  return valid?.session ?? null;
}
