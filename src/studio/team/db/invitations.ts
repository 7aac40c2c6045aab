/** One-time invitation tokens, stored as their SHA-256 only (auth/invitations.ts makes them). */
import type { Client, Row } from '@libsql/client';
import { bytes, integer, integerOrNull, text, type UnixMs } from './rows.ts';

export interface InvitationRow {
  tokenHash: Buffer;
  userId: string;
  createdAt: UnixMs;
  expiresAt: UnixMs;
  usedAt: UnixMs | null;
}

function invitationOf(row: Row): InvitationRow {
  return {
    tokenHash: bytes(row, 'token_hash'),
    userId: text(row, 'user_id'),
    createdAt: integer(row, 'created_at'),
    expiresAt: integer(row, 'expires_at'),
    usedAt: integerOrNull(row, 'used_at'),
  };
}

/** Stores a new invitation and voids the person's earlier unused ones: only the newest link works. */
export async function insertInvitation(
  db: Client,
  fields: { tokenHash: Buffer; userId: string; createdBy: string | null; expiresAt: UnixMs },
  at: UnixMs,
): Promise<void> {
  await db.batch(
    [
      {
        sql: 'UPDATE invitations SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
        args: [at, fields.userId],
      },
      {
        sql: `INSERT INTO invitations (token_hash, user_id, created_by, created_at, expires_at)
              VALUES (?, ?, ?, ?, ?)`,
        args: [fields.tokenHash, fields.userId, fields.createdBy, at, fields.expiresAt],
      },
    ],
    'write',
  );
}

export async function invitationByHash(
  db: Client,
  tokenHash: Buffer,
): Promise<InvitationRow | null> {
  const result = await db.execute({
    sql: 'SELECT token_hash, user_id, created_at, expires_at, used_at FROM invitations WHERE token_hash = ?',
    args: [tokenHash],
  });
  return result.rows[0] ? invitationOf(result.rows[0]) : null;
}

/** The newest invitation of each person (for `studio:user list`). */
export async function latestInvitations(db: Client): Promise<Map<string, InvitationRow>> {
  const result = await db.execute(
    `SELECT token_hash, user_id, created_at, expires_at, used_at FROM invitations
     ORDER BY created_at`,
  );
  return new Map(result.rows.map((row) => [text(row, 'user_id'), invitationOf(row)]));
}

/**
 * Uses the invitation and sets the person's password in one transaction, only if the invitation
 * is still unused and unexpired at `at` and the person not removed. Returns the person's id, or
 * null when it did not happen:
 * of two acceptances racing, exactly one gets the id.
 */
export async function consumeInvitation(
  db: Client,
  fields: { tokenHash: Buffer; passwordHash: string; name: string | null },
  at: UnixMs,
): Promise<string | null> {
  const usable = `SELECT user_id FROM invitations
                  WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`;
  const [, used] = await db.batch(
    [
      {
        sql: `UPDATE users SET password_hash = ?, name = coalesce(?, name)
              WHERE id = (${usable}) AND removed_at IS NULL`,
        args: [fields.passwordHash, fields.name, fields.tokenHash, at],
      },
      {
        sql: `UPDATE invitations SET used_at = ?
              WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
                AND user_id IN (SELECT id FROM users WHERE removed_at IS NULL)
              RETURNING user_id`,
        args: [at, fields.tokenHash, at],
      },
    ],
    'write',
  );
  const row = used?.rows[0];
  return row ? text(row, 'user_id') : null;
}
