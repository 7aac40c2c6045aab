/**
 * The scheduler's jobs (src/studio/team/scheduler/): one row per piece of timed work. The
 * scheduler is the only one that runs them; the schedule API adds and cancels them, and a save
 * that voids a draft's approval ends the draft's (drafts-workflow.ts). The rows are the schedule
 * itself, so a restart loses nothing.
 */
import type { Client, Row } from '@libsql/client';
import { integer, integerOrNull, text, textOrNull, type UnixMs } from './rows.ts';

export type JobState = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobRow {
  id: number;
  kind: string;
  dueAt: UnixMs;
  payload: Record<string, unknown>;
  state: JobState;
  attempts: number;
  /** Why it failed, in words; on a pending publish, what its check an hour before found. */
  lastError: string;
  draftId: string | null;
  createdBy: string | null;
  createdAt: UnixMs;
  finishedAt: UnixMs | null;
  seenAt: UnixMs | null;
}

function jobOf(row: Row): JobRow {
  return {
    id: integer(row, 'id'),
    kind: text(row, 'kind'),
    dueAt: integer(row, 'due_at'),
    payload: JSON.parse(text(row, 'payload')) as Record<string, unknown>,
    state: text(row, 'state') as JobState,
    attempts: integer(row, 'attempts'),
    lastError: text(row, 'last_error'),
    draftId: textOrNull(row, 'draft_id'),
    createdBy: textOrNull(row, 'created_by'),
    createdAt: integer(row, 'created_at'),
    finishedAt: integerOrNull(row, 'finished_at'),
    seenAt: integerOrNull(row, 'seen_at'),
  };
}

export interface NewJob {
  kind: string;
  dueAt: UnixMs;
  payload?: Record<string, unknown>;
  draftId?: string | null;
  createdBy?: string | null;
}

export async function insertJob(db: Client, job: NewJob, at: UnixMs): Promise<number> {
  const result = await db.execute({
    sql: `INSERT INTO jobs (kind, due_at, payload, state, draft_id, created_by, created_at)
          VALUES (?, ?, ?, 'pending', ?, ?, ?) RETURNING id`,
    args: [
      job.kind,
      job.dueAt,
      JSON.stringify(job.payload ?? {}),
      job.draftId ?? null,
      job.createdBy ?? null,
      at,
    ],
  });
  return integer(result.rows[0]!, 'id');
}

export async function jobById(db: Client, id: number): Promise<JobRow | null> {
  const result = await db.execute({ sql: 'SELECT * FROM jobs WHERE id = ?', args: [id] });
  return result.rows[0] ? jobOf(result.rows[0]) : null;
}

/** Kinds of job: those named, or every kind but those (a lane of the scheduler asks for its own). */
export type KindsOf = { among: readonly string[] } | { except: readonly string[] };

/** The pending jobs of `kinds` due at `now`, the earliest first. */
export async function dueJobs(
  db: Client,
  now: UnixMs,
  kinds: KindsOf,
  limit = 20,
): Promise<JobRow[]> {
  const among = 'among' in kinds;
  const result = await db.execute({
    sql: `SELECT * FROM jobs WHERE state = 'pending' AND due_at <= ?
          AND (kind IN (SELECT value FROM json_each(?))) = ?
          ORDER BY due_at, id LIMIT ?`,
    args: [now, JSON.stringify(among ? kinds.among : kinds.except), among ? 1 : 0, limit],
  });
  return result.rows.map(jobOf);
}

export async function pendingJobsOfKind(db: Client, kind: string): Promise<JobRow[]> {
  const result = await db.execute({
    sql: "SELECT * FROM jobs WHERE state = 'pending' AND kind = ? ORDER BY due_at, id",
    args: [kind],
  });
  return result.rows.map(jobOf);
}

/** A draft's newest job of `kind` in any state (its schedule, or how the last one ended). */
export async function latestDraftJob(
  db: Client,
  draftId: string,
  kind: string,
): Promise<JobRow | null> {
  const result = await db.execute({
    sql: 'SELECT * FROM jobs WHERE draft_id = ? AND kind = ? ORDER BY id DESC LIMIT 1',
    args: [draftId, kind],
  });
  return result.rows[0] ? jobOf(result.rows[0]) : null;
}

/**
 * Takes a pending job to run: `running`, one more attempt. False when another took it or it was
 * cancelled meanwhile (the update names the state it expects).
 */
export async function claimJob(db: Client, id: number): Promise<boolean> {
  const result = await db.execute({
    sql: "UPDATE jobs SET state = 'running', attempts = attempts + 1 WHERE id = ? AND state = 'pending'",
    args: [id],
  });
  return result.rowsAffected === 1;
}

export async function finishJob(
  db: Client,
  id: number,
  end: { state: 'done' | 'failed' | 'cancelled'; error?: string },
  at: UnixMs,
): Promise<void> {
  await db.execute({
    sql: `UPDATE jobs SET state = ?, last_error = ?, finished_at = ?, seen_at = NULL
          WHERE id = ?`,
    args: [end.state, end.error ?? '', at, id],
  });
}

/**
 * A failed job pending again at `dueAt` (a send tried again later: mail/mail-job.ts). Why it
 * failed stays in last_error until it succeeds, so the admins see it meanwhile.
 */
export async function retryFailedJob(db: Client, id: number, dueAt: UnixMs): Promise<void> {
  await db.execute({
    sql: `UPDATE jobs SET state = 'pending', due_at = ?, finished_at = NULL, seen_at = NULL
          WHERE id = ? AND state = 'failed'`,
    args: [dueAt, id],
  });
}

/** What a pending job's check found ('' when it passed): shown on the draft, told again. */
export async function noteOnJob(db: Client, id: number, note: string): Promise<void> {
  await db.execute({
    sql: `UPDATE jobs SET last_error = ?, seen_at = CASE WHEN ? = '' THEN seen_at ELSE NULL END
          WHERE id = ? AND state = 'pending'`,
    args: [note, note, id],
  });
}

/**
 * Ends a draft's pending jobs: `kind`'s as failed with `why` (told to who set it), every other
 * one cancelled. Returns the failed jobs' ids.
 */
export async function endDraftJobs(
  db: Client,
  draftId: string,
  failing: { kind: string; why: string } | null,
  at: UnixMs,
): Promise<number[]> {
  const pending = await db.execute({
    sql: "SELECT id, kind FROM jobs WHERE draft_id = ? AND state = 'pending'",
    args: [draftId],
  });
  const failed: number[] = [];
  for (const row of pending.rows) {
    const id = integer(row, 'id');
    const fails = failing !== null && text(row, 'kind') === failing.kind;
    if (fails) failed.push(id);
    await finishJob(
      db,
      id,
      fails ? { state: 'failed', error: failing.why } : { state: 'cancelled' },
      at,
    );
  }
  return failed;
}

/**
 * At start: jobs a stopped run left `running`. Those with attempts left are pending again (they
 * run at once, being due); the others fail, saying the studio stopped during each attempt.
 */
export async function recoverInterruptedJobs(
  db: Client,
  maxAttempts: number,
  at: UnixMs,
): Promise<{ again: JobRow[]; given: JobRow[] }> {
  const result = await db.execute("SELECT * FROM jobs WHERE state = 'running' ORDER BY id");
  const jobs = result.rows.map(jobOf);
  const again = jobs.filter((job) => job.attempts < maxAttempts);
  const given = jobs.filter((job) => job.attempts >= maxAttempts);
  for (const job of again) {
    await db.execute({ sql: "UPDATE jobs SET state = 'pending' WHERE id = ?", args: [job.id] });
  }
  for (const job of given) {
    await finishJob(
      db,
      job.id,
      {
        state: 'failed',
        error: `the studio stopped during each of its ${job.attempts} attempts, so it was not tried again`,
      },
      at,
    );
  }
  return { again, given };
}

/** The jobs `userId` set whose failure or warning they were not shown yet. */
export async function unseenNotices(db: Client, userId: string): Promise<JobRow[]> {
  const result = await db.execute({
    sql: `SELECT * FROM jobs WHERE created_by = ? AND seen_at IS NULL AND last_error <> ''
          AND state IN ('pending', 'failed') ORDER BY id`,
    args: [userId],
  });
  return result.rows.map(jobOf);
}

export async function markSeen(
  db: Client,
  userId: string,
  ids: readonly number[],
  at: UnixMs,
): Promise<void> {
  for (const id of ids) {
    await db.execute({
      sql: 'UPDATE jobs SET seen_at = ? WHERE id = ? AND created_by = ?',
      args: [at, id, userId],
    });
  }
}
