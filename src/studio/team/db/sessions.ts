/** Session rows. Only the SHA-256 of each session's secret is stored (auth/sessions.ts). */
import type { Client, Row } from '@libsql/client';
import { bytes, integer, text, type UnixMs } from './rows.ts';

export interface SessionRow {
  id: string;
  secretHash: Buffer;
  userId: string;
  createdAt: UnixMs;
  lastSeenAt: UnixMs;
  /** The absolute cap, however active the session is. */
  expiresAt: UnixMs;
}

function sessionOf(row: Row): SessionRow {
  return {
    id: text(row, 'id'),
    secretHash: bytes(row, 'secret_hash'),
    userId: text(row, 'user_id'),
    createdAt: integer(row, 'created_at'),
    lastSeenAt: integer(row, 'last_seen_at'),
    expiresAt: integer(row, 'expires_at'),
  };
}

export async function insertSession(db: Client, session: SessionRow): Promise<void> {
  await db.execute({
    sql: `INSERT INTO sessions (id, secret_hash, user_id, created_at, last_seen_at, expires_at)
          VALUES (?, ?, ?, ?, ?, ?)`,
    args: [
      session.id,
      session.secretHash,
      session.userId,
      session.createdAt,
      session.lastSeenAt,
      session.expiresAt,
    ],
  });
}

export async function sessionById(db: Client, id: string): Promise<SessionRow | null> {
  const result = await db.execute({
    sql: 'SELECT id, secret_hash, user_id, created_at, last_seen_at, expires_at FROM sessions WHERE id = ?',
    args: [id],
  });
  return result.rows[0] ? sessionOf(result.rows[0]) : null;
}

export async function touchSession(db: Client, id: string, at: UnixMs): Promise<void> {
  await db.execute({ sql: 'UPDATE sessions SET last_seen_at = ? WHERE id = ?', args: [at, id] });
}

export async function deleteSession(db: Client, id: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM sessions WHERE id = ?', args: [id] });
}

export async function deleteSessionsOfUser(db: Client, userId: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM sessions WHERE user_id = ?', args: [userId] });
}

export async function sessionsOfUser(db: Client, userId: string): Promise<SessionRow[]> {
  const result = await db.execute({
    sql: `SELECT id, secret_hash, user_id, created_at, last_seen_at, expires_at FROM sessions
          WHERE user_id = ? ORDER BY created_at`,
    args: [userId],
  });
  return result.rows.map(sessionOf);
}

/** Drops sessions past their cap or idle for longer than `idleTimeoutMs`; returns how many. */
export async function deleteExpiredSessions(
  db: Client,
  at: UnixMs,
  idleTimeoutMs: number,
): Promise<number> {
  const result = await db.execute({
    sql: 'DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?',
    args: [at, at - idleTimeoutMs],
  });
  return result.rowsAffected;
}
