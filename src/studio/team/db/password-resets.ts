/**
 * "Forgot password" tokens, stored as their SHA-256 only (auth/password-reset.ts makes them).
 * A token is used at most once: the password is set and the token marked in one transaction.
 */
import type { Client } from '@libsql/client';
import { integer, integerOrNull, text, type UnixMs } from './rows.ts';

export interface PasswordResetRow {
  userId: string;
  expiresAt: UnixMs;
  usedAt: UnixMs | null;
}

/** Stores a new reset token and voids the person's earlier unused ones: only the newest works. */
export async function insertPasswordReset(
  db: Client,
  fields: { tokenHash: Buffer; userId: string; expiresAt: UnixMs },
  at: UnixMs,
): Promise<void> {
  await db.batch(
    [
      {
        sql: 'UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
        args: [at, fields.userId],
      },
      {
        sql: `INSERT INTO password_resets (token_hash, user_id, created_at, expires_at)
              VALUES (?, ?, ?, ?)`,
        args: [fields.tokenHash, fields.userId, at, fields.expiresAt],
      },
    ],
    'write',
  );
}

export async function passwordResetByHash(
  db: Client,
  tokenHash: Buffer,
): Promise<PasswordResetRow | null> {
  const result = await db.execute({
    sql: 'SELECT user_id, expires_at, used_at FROM password_resets WHERE token_hash = ?',
    args: [tokenHash],
  });
  const row = result.rows[0];
  return row
    ? {
        userId: text(row, 'user_id'),
        expiresAt: integer(row, 'expires_at'),
        usedAt: integerOrNull(row, 'used_at'),
      }
    : null;
}

/**
 * Sets the password of the token's person and uses the token up, in one transaction, only if the
 * token is unused and unexpired at `at` and the person present; their sessions end with it (a
 * reset is how a person takes back an account someone else may hold). Returns the person's id,
 * or null when it did not happen: of two uses racing, exactly one gets the id.
 */
export async function consumePasswordReset(
  db: Client,
  fields: { tokenHash: Buffer; passwordHash: string },
  at: UnixMs,
): Promise<string | null> {
  const usable = `SELECT user_id FROM password_resets
                  WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`;
  const [, used] = await db.batch(
    [
      {
        sql: `UPDATE users SET password_hash = ?
              WHERE id = (${usable}) AND removed_at IS NULL AND password_hash IS NOT NULL`,
        args: [fields.passwordHash, fields.tokenHash, at],
      },
      {
        sql: `UPDATE password_resets SET used_at = ?
              WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
                AND user_id IN (SELECT id FROM users WHERE removed_at IS NULL)
              RETURNING user_id`,
        args: [at, fields.tokenHash, at],
      },
      {
        sql: `DELETE FROM sessions WHERE user_id = (
                SELECT user_id FROM password_resets WHERE token_hash = ? AND used_at = ?)`,
        args: [fields.tokenHash, at],
      },
    ],
    'write',
  );
  const row = used?.rows[0];
  return row ? text(row, 'user_id') : null;
}
