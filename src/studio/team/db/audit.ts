/** The audit log's rows: append, and read back newest first a page at a time. */
import type { Client, InValue, Row } from '@libsql/client';
import { integer, text, textOrNull, type UnixMs } from './rows.ts';

export interface AuditRow {
  id: number;
  at: UnixMs;
  actorUserId: string | null;
  actorEmail: string;
  action: string;
  draftId: string | null;
  commits: string[];
  detail: Record<string, unknown>;
  ip: string | null;
}

export interface AuditFilter {
  action?: string;
  actorEmail?: string;
  draftId?: string;
  /** From this instant on (inclusive). */
  since?: UnixMs;
  /** Before this instant (exclusive). */
  until?: UnixMs;
}

function auditOf(row: Row): AuditRow {
  return {
    id: integer(row, 'id'),
    at: integer(row, 'at'),
    actorUserId: textOrNull(row, 'actor_user_id'),
    actorEmail: text(row, 'actor_email'),
    action: text(row, 'action'),
    draftId: textOrNull(row, 'draft_id'),
    commits: JSON.parse(text(row, 'commits')) as string[],
    detail: JSON.parse(text(row, 'detail')) as Record<string, unknown>,
    ip: textOrNull(row, 'ip'),
  };
}

export async function insertAuditEvent(db: Client, event: Omit<AuditRow, 'id'>): Promise<number> {
  const result = await db.execute({
    sql: `INSERT INTO audit_events (at, actor_user_id, actor_email, action, draft_id, commits, detail, ip)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    args: [
      event.at,
      event.actorUserId,
      event.actorEmail,
      event.action,
      event.draftId,
      JSON.stringify(event.commits),
      JSON.stringify(event.detail),
      event.ip,
    ],
  });
  return integer(result.rows[0]!, 'id');
}

/**
 * Up to `limit` events matching `filter`, newest first, older than the event `before` (an id
 * from the previous page's `next`). Keyset paging: a page never repeats or skips an event when
 * new ones arrive meanwhile.
 */
export async function listAuditEvents(
  db: Client,
  filter: AuditFilter,
  page: { limit: number; before?: number },
): Promise<{ events: AuditRow[]; next: number | null }> {
  const where: string[] = [];
  const args: InValue[] = [];
  const add = (clause: string, value: InValue | undefined) => {
    if (value === undefined) return;
    where.push(clause);
    args.push(value);
  };
  add('action = ?', filter.action);
  add('actor_email = ?', filter.actorEmail);
  add('draft_id = ?', filter.draftId);
  add('at >= ?', filter.since);
  add('at < ?', filter.until);
  add('id < ?', page.before);
  const result = await db.execute({
    sql: `SELECT id, at, actor_user_id, actor_email, action, draft_id, commits, detail, ip
          FROM audit_events ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
          ORDER BY id DESC LIMIT ?`,
    // One more than asked, to know whether there is a next page.
    args: [...args, page.limit + 1],
  });
  const rows = result.rows.map(auditOf);
  const events = rows.slice(0, page.limit);
  return { events, next: rows.length > page.limit ? events.at(-1)!.id : null };
}
