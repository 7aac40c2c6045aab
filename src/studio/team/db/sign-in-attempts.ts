/**
 * Failed sign-ins counted per key ('account:<email>', 'address:<ip>'), kept in the database so a
 * restart does not hand an attacker a fresh set of tries. The policy's numbers live in
 * auth/throttle.ts; the arithmetic runs in SQL so that two failures at once both count.
 */
import type { Client } from '@libsql/client';
import { integer, type UnixMs } from './rows.ts';

export interface LockoutRule {
  /** Failures before the first lockout. */
  freeFailures: number;
  /** Failures are forgotten this long after the last one (or the end of the last lockout). */
  windowMs: number;
  /** The first lockout; each further failure doubles it … */
  firstLockoutMs: number;
  /** … up to this. */
  maxLockoutMs: number;
}

/** Counts one failure; returns the failures in the window and the end of any lockout. */
export async function recordFailure(
  db: Client,
  key: string,
  rule: LockoutRule,
  at: UnixMs,
): Promise<{ failures: number; lockedUntil: UnixMs }> {
  const [, locked] = await db.batch(
    [
      {
        sql: `INSERT INTO sign_in_attempts (key, failures, last_failure_at, locked_until)
              VALUES (:key, 1, :at, 0)
              ON CONFLICT (key) DO UPDATE SET
                failures = CASE WHEN :at - max(last_failure_at, locked_until) > :window
                                THEN 1 ELSE failures + 1 END,
                last_failure_at = :at`,
        args: { key, at, window: rule.windowMs },
      },
      {
        sql: `UPDATE sign_in_attempts SET locked_until = CASE
                WHEN failures >= :free
                THEN :at + min(:first << min(failures - :free, 40), :max)
                ELSE locked_until END
              WHERE key = :key
              RETURNING failures, locked_until`,
        args: {
          key,
          at,
          free: rule.freeFailures,
          first: rule.firstLockoutMs,
          max: rule.maxLockoutMs,
        },
      },
    ],
    'write',
  );
  const row = locked!.rows[0]!;
  return { failures: integer(row, 'failures'), lockedUntil: integer(row, 'locked_until') };
}

/** When the key's lockout ends (0 or a past instant when it is not locked). */
export async function lockedUntil(db: Client, key: string): Promise<UnixMs> {
  const result = await db.execute({
    sql: 'SELECT locked_until FROM sign_in_attempts WHERE key = ?',
    args: [key],
  });
  return result.rows[0] ? integer(result.rows[0], 'locked_until') : 0;
}

export async function clearFailures(db: Client, key: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM sign_in_attempts WHERE key = ?', args: [key] });
}

/** Forgets keys with no failure and no lockout for `olderThanMs` (housekeeping). */
export async function pruneAttempts(db: Client, at: UnixMs, olderThanMs: number): Promise<void> {
  await db.execute({
    sql: 'DELETE FROM sign_in_attempts WHERE max(last_failure_at, locked_until) < ?',
    args: [at - olderThanMs],
  });
}
