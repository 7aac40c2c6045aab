/**
 * Drafts: one per change, each a Git branch. The row holds the workflow state (status, who, when,
 * the commits it started from and stands at); the content is on the branch. `draft_files` caches
 * the paths a draft touches, so "which other drafts touch this page" is one query.
 */
import type { Client, Row } from '@libsql/client';
import { integer, text, textOrNull, type UnixMs } from './rows.ts';

export const DRAFT_STATUSES = [
  'editing',
  'in-review',
  'changes-requested',
  'approved',
  'needs-update',
  'published',
] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

export interface Draft {
  id: string;
  name: string;
  branch: string;
  createdBy: string;
  status: DraftStatus;
  /** The main commit the branch was made from (or last updated onto). */
  baseCommit: string;
  /** The branch's tip as the studio last wrote it. */
  headCommit: string;
  createdAt: UnixMs;
  updatedAt: UnixMs;
  /** The merge commit on main, once published. */
  publishedCommit: string | null;
  /** Paths the draft touches (repository-relative), sorted. */
  files: string[];
}

const COLUMNS = `id, name, branch, created_by, status, base_commit, head_commit, created_at,
  updated_at, published_commit,
  (SELECT json_group_array(path) FROM (SELECT path FROM draft_files WHERE draft_id = drafts.id ORDER BY path)) AS files`;

function draftOf(row: Row): Draft {
  return {
    id: text(row, 'id'),
    name: text(row, 'name'),
    branch: text(row, 'branch'),
    createdBy: text(row, 'created_by'),
    status: text(row, 'status') as DraftStatus,
    baseCommit: text(row, 'base_commit'),
    headCommit: text(row, 'head_commit'),
    createdAt: integer(row, 'created_at'),
    updatedAt: integer(row, 'updated_at'),
    publishedCommit: textOrNull(row, 'published_commit'),
    files: JSON.parse(text(row, 'files')) as string[],
  };
}

const fileInserts = (draftId: string, paths: readonly string[]) =>
  paths.map((path) => ({
    sql: 'INSERT OR IGNORE INTO draft_files (draft_id, path) VALUES (?, ?)',
    args: [draftId, path],
  }));

/** A new draft in status `editing`. Make `id` with `newDraftId()` (ids.ts) and the branch from it. */
export async function insertDraft(
  db: Client,
  fields: {
    id: string;
    name: string;
    branch: string;
    createdBy: string;
    baseCommit: string;
    headCommit: string;
    files?: readonly string[];
  },
  at: UnixMs,
): Promise<Draft> {
  await db.batch(
    [
      {
        sql: `INSERT INTO drafts (id, name, branch, created_by, status, base_commit, head_commit,
                created_at, updated_at)
              VALUES (?, ?, ?, ?, 'editing', ?, ?, ?, ?)`,
        args: [
          fields.id,
          fields.name,
          fields.branch,
          fields.createdBy,
          fields.baseCommit,
          fields.headCommit,
          at,
          at,
        ],
      },
      ...fileInserts(fields.id, fields.files ?? []),
    ],
    'write',
  );
  return (await draftById(db, fields.id))!;
}

export async function draftById(db: Client, id: string): Promise<Draft | null> {
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM drafts WHERE id = ?`,
    args: [id],
  });
  return result.rows[0] ? draftOf(result.rows[0]) : null;
}

export async function draftByBranch(db: Client, branch: string): Promise<Draft | null> {
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM drafts WHERE branch = ?`,
    args: [branch],
  });
  return result.rows[0] ? draftOf(result.rows[0]) : null;
}

/** The draft whose publish made `commit` on main (its deploy's commit), if one did. */
export async function draftByPublishedCommit(db: Client, commit: string): Promise<Draft | null> {
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM drafts WHERE published_commit = ?`,
    args: [commit],
  });
  return result.rows[0] ? draftOf(result.rows[0]) : null;
}

/**
 * Drafts, most recently changed first. `statuses` narrows to those; `touching` to drafts whose
 * cached files include that path; `except` leaves one draft out (the one being edited).
 */
export async function listDrafts(
  db: Client,
  filter: { statuses?: readonly DraftStatus[]; touching?: string; except?: string } = {},
): Promise<Draft[]> {
  const where: string[] = [];
  const args: string[] = [];
  if (filter.statuses) {
    where.push(`status IN (${filter.statuses.map(() => '?').join(', ') || 'NULL'})`);
    args.push(...filter.statuses);
  }
  if (filter.touching !== undefined) {
    where.push('id IN (SELECT draft_id FROM draft_files WHERE path = ?)');
    args.push(filter.touching);
  }
  if (filter.except !== undefined) {
    where.push('id <> ?');
    args.push(filter.except);
  }
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM drafts ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
          ORDER BY updated_at DESC, id`,
    args,
  });
  return result.rows.map(draftOf);
}

export interface DraftChange {
  status?: DraftStatus;
  headCommit?: string;
  baseCommit?: string;
  publishedCommit?: string;
  name?: string;
  /** Paths to add to the draft's cached list (a save's files). */
  addFiles?: readonly string[];
}

/**
 * Updates a draft and its `updated_at`. With `expectHead`, only when the row's head is still that
 * commit (compare-and-set, as `update-ref` with the old value); returns whether it changed.
 */
export async function updateDraft(
  db: Client,
  id: string,
  change: DraftChange,
  at: UnixMs,
  options: { expectHead?: string } = {},
): Promise<boolean> {
  const columns: Record<string, string | undefined> = {
    status: change.status,
    head_commit: change.headCommit,
    base_commit: change.baseCommit,
    published_commit: change.publishedCommit,
    name: change.name,
  };
  const sets = ['updated_at = ?'];
  const args: (string | number)[] = [at];
  for (const [column, value] of Object.entries(columns)) {
    if (value === undefined) continue;
    sets.push(`${column} = ?`);
    args.push(value);
  }
  // The same condition guards the row and the files, checked in one transaction before the
  // row changes: a refused update adds no file.
  const guard = options.expectHead === undefined ? '' : ' AND head_commit = ?';
  const guardArgs = options.expectHead === undefined ? [id] : [id, options.expectHead];
  const results = await db.batch(
    [
      ...(change.addFiles ?? []).map((path) => ({
        sql: `INSERT OR IGNORE INTO draft_files (draft_id, path)
              SELECT ?, ? WHERE EXISTS (SELECT 1 FROM drafts WHERE id = ?${guard})`,
        args: [id, path, ...guardArgs],
      })),
      {
        sql: `UPDATE drafts SET ${sets.join(', ')} WHERE id = ?${guard}`,
        args: [...args, ...guardArgs],
      },
    ],
    'write',
  );
  return results.at(-1)!.rowsAffected === 1;
}

/** Replaces the cached list of paths (e.g. recomputed from Git after main moved). */
export async function setDraftFiles(
  db: Client,
  id: string,
  paths: readonly string[],
): Promise<void> {
  await db.batch(
    [{ sql: 'DELETE FROM draft_files WHERE draft_id = ?', args: [id] }, ...fileInserts(id, paths)],
    'write',
  );
}
