/**
 * The e-mails the studio could not send (jobs of the mail kinds with a reason): waiting to be
 * tried again, or given up. Admins see them until they dismiss a given-up one.
 */
import type { Client, Row } from '@libsql/client';
import { integer, integerOrNull, text, type UnixMs } from './rows.ts';

export interface MailFailureRow {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  state: 'pending' | 'failed';
  attempts: number;
  error: string;
  /** When it is tried again (pending), or when it was given up (failed). */
  at: UnixMs;
}

function failureOf(row: Row): MailFailureRow {
  const state = text(row, 'state') as 'pending' | 'failed';
  return {
    id: integer(row, 'id'),
    kind: text(row, 'kind'),
    payload: JSON.parse(text(row, 'payload')) as Record<string, unknown>,
    state,
    attempts: integer(row, 'attempts'),
    error: text(row, 'last_error'),
    at: state === 'pending' ? integer(row, 'due_at') : (integerOrNull(row, 'finished_at') ?? 0),
  };
}

export async function mailFailures(
  db: Client,
  kinds: readonly string[],
): Promise<MailFailureRow[]> {
  const result = await db.execute({
    sql: `SELECT id, kind, payload, state, attempts, last_error, due_at, finished_at FROM jobs
          WHERE kind IN (SELECT value FROM json_each(?)) AND last_error <> ''
            AND state IN ('pending', 'failed') AND seen_at IS NULL
          ORDER BY id DESC LIMIT 50`,
    args: [JSON.stringify(kinds)],
  });
  return result.rows.map(failureOf);
}

/** An admin has read a given-up send; false when there is no such one. */
export async function dismissMailFailure(
  db: Client,
  id: number,
  kinds: readonly string[],
  at: UnixMs,
): Promise<boolean> {
  const result = await db.execute({
    sql: `UPDATE jobs SET seen_at = ? WHERE id = ? AND state = 'failed'
            AND kind IN (SELECT value FROM json_each(?))`,
    args: [at, id, JSON.stringify(kinds)],
  });
  return result.rowsAffected === 1;
}
