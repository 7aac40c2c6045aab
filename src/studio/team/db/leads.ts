/**
 * The leads' rows: one per submission the site sent (stored once by the id its browser made),
 * the team's status and notes on it, and the spam refused, counted per day, form, page and
 * reason. Every write is one statement: SQLite commits it before the call returns.
 */
import type { Client, InValue, Row } from '@libsql/client';
import type { RefusalReason } from '../../../content/lead-contract.ts';
import { integer, integerOrNull, text, textOrNull, type UnixMs } from './rows.ts';

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface NewLead {
  id: string;
  formId: string;
  /** The form's values as its schema parsed them. */
  fields: Record<string, unknown>;
  page: string;
  referrer: string;
  utm: Record<string, string>;
  receivedAt: UnixMs;
}

export interface LeadRow extends NewLead {
  status: LeadStatus;
  notes: string;
  updatedAt: UnixMs | null;
  updatedBy: string | null;
}

export interface LeadFilter {
  /** Words looked for in the values, page, referrer and notes. */
  search?: string;
  formId?: string;
  page?: string;
  status?: LeadStatus;
  /** From this instant on (inclusive). */
  since?: UnixMs;
  /** Before this instant (exclusive). */
  until?: UnixMs;
}

const COLUMNS =
  'id, form_id, fields, page, referrer, utm, received_at, status, notes, updated_at, updated_by';

function leadOf(row: Row): LeadRow {
  return {
    id: text(row, 'id'),
    formId: text(row, 'form_id'),
    fields: JSON.parse(text(row, 'fields')) as Record<string, unknown>,
    page: text(row, 'page'),
    referrer: text(row, 'referrer'),
    utm: JSON.parse(text(row, 'utm')) as Record<string, string>,
    receivedAt: integer(row, 'received_at'),
    status: text(row, 'status') as LeadStatus,
    notes: text(row, 'notes'),
    updatedAt: integerOrNull(row, 'updated_at'),
    updatedBy: textOrNull(row, 'updated_by'),
  };
}

/** Stores a lead; `duplicate` when its id was stored before (the first copy is kept as it was). */
export async function insertLead(db: Client, lead: NewLead): Promise<'stored' | 'duplicate'> {
  const result = await db.execute({
    sql: `INSERT INTO leads (id, form_id, fields, page, referrer, utm, received_at)
          VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
    args: [
      lead.id,
      lead.formId,
      JSON.stringify(lead.fields),
      lead.page,
      lead.referrer,
      JSON.stringify(lead.utm),
      lead.receivedAt,
    ],
  });
  return result.rowsAffected === 1 ? 'stored' : 'duplicate';
}

/** Adds one to the day's count of a reason (`day`: YYYY-MM-DD). */
export async function countRefusal(
  db: Client,
  refusal: { day: string; formId: string; page: string; reason: RefusalReason },
): Promise<void> {
  await db.execute({
    sql: `INSERT INTO lead_refusals (day, form_id, page, reason, count) VALUES (?, ?, ?, ?, 1)
          ON CONFLICT (day, form_id, page, reason) DO UPDATE SET count = count + 1`,
    args: [refusal.day, refusal.formId, refusal.page, refusal.reason],
  });
}

/** `LIKE` with the filter's own `%` and `_` taken literally. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: LeadFilter): { sql: string; args: InValue[] } {
  const clauses: string[] = [];
  const args: InValue[] = [];
  const add = (clause: string, ...values: InValue[]) => {
    clauses.push(clause);
    args.push(...values);
  };
  if (filter.formId) add('form_id = ?', filter.formId);
  if (filter.page) add('page = ?', filter.page);
  if (filter.status) add('status = ?', filter.status);
  if (filter.since !== undefined) add('received_at >= ?', filter.since);
  if (filter.until !== undefined) add('received_at < ?', filter.until);
  for (const word of (filter.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = likePattern(word.toLowerCase());
    add(
      `(lower(fields) LIKE ? ESCAPE '\\' OR lower(page) LIKE ? ESCAPE '\\' OR lower(referrer) LIKE ? ESCAPE '\\' OR lower(notes) LIKE ? ESCAPE '\\')`,
      pattern,
      pattern,
      pattern,
      pattern,
    );
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', args };
}

/** Newest first, `limit` at a time; `offset` goes on from an earlier page. */
export async function listLeads(
  db: Client,
  filter: LeadFilter,
  page: { limit: number; offset: number },
): Promise<{ leads: LeadRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, total] = await db.batch(
    [
      {
        sql: `SELECT ${COLUMNS} FROM leads ${where.sql} ORDER BY received_at DESC, id LIMIT ? OFFSET ?`,
        args: [...where.args, page.limit, page.offset],
      },
      { sql: `SELECT count(*) AS n FROM leads ${where.sql}`, args: where.args },
    ],
    'read',
  );
  return { leads: rows!.rows.map(leadOf), total: integer(total!.rows[0]!, 'n') };
}

/** Every lead the filter finds, newest first (the export). */
export const allLeads = (db: Client, filter: LeadFilter) => allLeadsWhere(db, whereOf(filter));

/** Every lead a WHERE clause finds, newest first (lead-erasure.ts finds them by address). */
export async function allLeadsWhere(
  db: Client,
  where: { sql: string; args: InValue[] },
): Promise<LeadRow[]> {
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM leads ${where.sql} ORDER BY received_at DESC, id`,
    args: where.args,
  });
  return result.rows.map(leadOf);
}

export async function getLead(db: Client, id: string): Promise<LeadRow | null> {
  const result = await db.execute({ sql: `SELECT ${COLUMNS} FROM leads WHERE id = ?`, args: [id] });
  const row = result.rows[0];
  return row ? leadOf(row) : null;
}

export async function updateLead(
  db: Client,
  id: string,
  change: { status?: LeadStatus; notes?: string },
  by: { email: string; at: UnixMs },
): Promise<LeadRow | null> {
  const result = await db.execute({
    sql: `UPDATE leads SET status = coalesce(?, status), notes = coalesce(?, notes),
            updated_at = ?, updated_by = ? WHERE id = ? RETURNING ${COLUMNS}`,
    args: [change.status ?? null, change.notes ?? null, by.at, by.email, id],
  });
  const row = result.rows[0];
  return row ? leadOf(row) : null;
}

export async function countLeads(db: Client): Promise<number> {
  const result = await db.execute('SELECT count(*) AS n FROM leads');
  return integer(result.rows[0]!, 'n');
}

/** Leads per hour, form and page: what the counts and the weekly chart are made of. */
export async function hourlyLeadCounts(
  db: Client,
): Promise<{ hour: number; formId: string; page: string; count: number }[]> {
  const result = await db.execute(
    `SELECT received_at / 3600000 AS hour, form_id, page, count(*) AS n
     FROM leads GROUP BY hour, form_id, page`,
  );
  return result.rows.map((row) => ({
    hour: integer(row, 'hour'),
    formId: text(row, 'form_id'),
    page: text(row, 'page'),
    count: integer(row, 'n'),
  }));
}

/** The refusals counted, per reason, form and page, over every day kept. */
export async function refusalCounts(
  db: Client,
): Promise<{ reason: RefusalReason; formId: string; page: string; count: number }[]> {
  const result = await db.execute(
    `SELECT reason, form_id, page, sum(count) AS n FROM lead_refusals
     GROUP BY reason, form_id, page ORDER BY n DESC`,
  );
  return result.rows.map((row) => ({
    reason: text(row, 'reason') as RefusalReason,
    formId: text(row, 'form_id'),
    page: text(row, 'page'),
    count: integer(row, 'n'),
  }));
}
