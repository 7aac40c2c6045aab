/**
 * Leads found by a person's e-mail address, and leads deleted: one by one, all of one address,
 * or every lead older than the retention period. Deleted means gone from the file too: the
 * connection runs with `secure_delete` (open.ts), so SQLite overwrites a deleted row's bytes
 * with zeros instead of leaving them in free pages, and `scrubDeleted` then copies the WAL into
 * the file and empties it, so neither `studio.db` nor `studio.db-wal` nor the next backup of
 * them holds what was deleted.
 */
import type { Client } from '@libsql/client';
import { allLeadsWhere, type LeadRow } from './leads.ts';
import { integer, type UnixMs } from './rows.ts';

/**
 * A value of the lead equal to the address, whatever the field's name (every form names its own
 * e-mail field), compared as typed addresses are: trimmed and lower-cased.
 */
const HAS_ADDRESS = `EXISTS (SELECT 1 FROM json_each(leads.fields)
  WHERE json_each.type = 'text' AND lower(trim(json_each.value)) = ?)`;

/** Every lead one e-mail address sent (already trimmed and lower-cased), newest first. */
export async function leadsOfAddress(db: Client, email: string): Promise<LeadRow[]> {
  return allLeadsWhere(db, { sql: `WHERE ${HAS_ADDRESS}`, args: [email] });
}

/** Deletes these leads; returns how many were deleted. */
export async function deleteLeads(db: Client, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.execute({
    sql: `DELETE FROM leads WHERE id IN (SELECT value FROM json_each(?))`,
    args: [JSON.stringify(ids)],
  });
  return result.rowsAffected;
}

/** Deletes every lead of one address; returns how many. */
export async function deleteLeadsOfAddress(db: Client, email: string): Promise<number> {
  const result = await db.execute({ sql: `DELETE FROM leads WHERE ${HAS_ADDRESS}`, args: [email] });
  return result.rowsAffected;
}

/** Deletes every lead received before `before`; returns how many. */
export async function deleteLeadsReceivedBefore(db: Client, before: UnixMs): Promise<number> {
  const result = await db.execute({
    sql: 'DELETE FROM leads WHERE received_at < ?',
    args: [before],
  });
  return result.rowsAffected;
}

/**
 * After a delete: the WAL's pages (the zeroed ones, and the older copies holding what was
 * deleted) written into the file, and the WAL truncated. Returns false when a reader held it
 * (another process mid-read): the next checkpoint finishes the work.
 */
export async function scrubDeleted(db: Client): Promise<boolean> {
  const result = await db.execute('PRAGMA wal_checkpoint(TRUNCATE)');
  const row = result.rows[0];
  return row ? integer(row, 'busy') === 0 : true;
}
