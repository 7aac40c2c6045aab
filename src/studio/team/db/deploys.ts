/**
 * Deploys: one row per build of a commit of main, and one per target it goes to. The queue
 * (src/deploy/deploy-queue.ts) is the only writer; the API reads. The rows are the queue itself,
 * so a restart loses nothing: what was queued runs, what was building is built again.
 */
import type { Client, Row } from '@libsql/client';
import { integer, integerOrNull, text, textOrNull, type UnixMs } from './rows.ts';

export const DEPLOY_STATES = ['queued', 'building', 'live', 'failed'] as const;
export type DeployState = (typeof DEPLOY_STATES)[number];
export type TargetState = 'queued' | 'deploying' | 'live' | 'failed';

/** A target's output, and the build's, keep their last 64 kB: the end says what went wrong. */
export const MAX_OUTPUT_CHARS = 64 * 1024;

export interface DeployTargetRow {
  target: string;
  state: TargetState;
  address: string | null;
  /** Why it failed, in words ('' otherwise). */
  message: string;
  attempts: number;
  /** When the queue tries it again by itself (an unreachable target), else null. */
  nextRetryAt: UnixMs | null;
  startedAt: UnixMs | null;
  finishedAt: UnixMs | null;
  output: string;
}

export interface DeployRow {
  id: number;
  commit: string;
  publishedBy: string | null;
  publishedByName: string;
  state: DeployState;
  queuedAt: UnixMs;
  startedAt: UnixMs | null;
  finishedAt: UnixMs | null;
  pagesDone: number;
  pagesTotal: number;
  release: { id: string; folder: string } | null;
  /** The date the release was built for (site time), once built; null before rollbacks kept it. */
  buildDate: string | null;
  /** A rollback's deploy: the earlier deploy whose version it restores. */
  restoresDeploy: number | null;
  /** Its release is that earlier deploy's, switched back to on each target, not built. */
  switchBack: boolean;
  /**
   * Queued at a start for targets added since: the deploy whose version, live elsewhere, it puts
   * on them (its kept release, handed out as any, when `switchBack`).
   */
  catchesUpDeploy: number | null;
  message: string;
  output: string;
  targets: DeployTargetRow[];
}

/** Keeps the end of `output` within MAX_OUTPUT_CHARS. */
export const tailOf = (output: string) =>
  output.length <= MAX_OUTPUT_CHARS ? output : output.slice(output.length - MAX_OUTPUT_CHARS);

const TARGET_COLUMNS = `target, state, address, message, attempts, next_retry_at, started_at,
  finished_at, output`;

function targetOf(row: Row): DeployTargetRow {
  return {
    target: text(row, 'target'),
    state: text(row, 'state') as TargetState,
    address: textOrNull(row, 'address'),
    message: text(row, 'message'),
    attempts: integer(row, 'attempts'),
    nextRetryAt: integerOrNull(row, 'next_retry_at'),
    startedAt: integerOrNull(row, 'started_at'),
    finishedAt: integerOrNull(row, 'finished_at'),
    output: text(row, 'output'),
  };
}

function deployOf(row: Row, targets: DeployTargetRow[]): DeployRow {
  const releaseId = textOrNull(row, 'release_id');
  const releaseFolder = textOrNull(row, 'release_folder');
  return {
    id: integer(row, 'id'),
    commit: text(row, 'commit_sha'),
    publishedBy: textOrNull(row, 'published_by'),
    publishedByName: text(row, 'published_by_name'),
    state: text(row, 'state') as DeployState,
    queuedAt: integer(row, 'queued_at'),
    startedAt: integerOrNull(row, 'started_at'),
    finishedAt: integerOrNull(row, 'finished_at'),
    pagesDone: integer(row, 'pages_done'),
    pagesTotal: integer(row, 'pages_total'),
    release:
      releaseId !== null && releaseFolder !== null
        ? { id: releaseId, folder: releaseFolder }
        : null,
    buildDate: textOrNull(row, 'build_date'),
    restoresDeploy: integerOrNull(row, 'restores_deploy'),
    switchBack: integer(row, 'switch_back') === 1,
    catchesUpDeploy: integerOrNull(row, 'catches_up_deploy'),
    message: text(row, 'message'),
    output: text(row, 'output'),
    targets,
  };
}

async function withTargets(db: Client, rows: Row[]): Promise<DeployRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => integer(row, 'id'));
  const result = await db.execute({
    sql: `SELECT deploy_id, ${TARGET_COLUMNS} FROM deploy_targets
          WHERE deploy_id IN (${ids.map(() => '?').join(', ')}) ORDER BY deploy_id, position`,
    args: ids,
  });
  const byDeploy = new Map<number, DeployTargetRow[]>();
  for (const row of result.rows) {
    const id = integer(row, 'deploy_id');
    byDeploy.set(id, [...(byDeploy.get(id) ?? []), targetOf(row)]);
  }
  return rows.map((row) => deployOf(row, byDeploy.get(integer(row, 'id')) ?? []));
}

/** A new deploy, queued, with its targets in the order they are deployed to. */
export async function insertDeploy(
  db: Client,
  fields: {
    commit: string;
    publishedBy: string | null;
    publishedByName: string;
    targets: readonly string[];
    /** A rollback (rollback.ts): the deploy restored, and its kept release to switch back to. */
    restores?: {
      deployId: number;
      switchBackTo?: { id: string; folder: string; buildDate: string };
    };
    /** Targets added at a restart (new-targets.ts): the deploy live elsewhere, and its release. */
    catchesUp?: {
      deployId: number;
      switchBackTo?: { id: string; folder: string; buildDate: string | null };
    };
  },
  at: UnixMs,
): Promise<number> {
  const back = fields.restores?.switchBackTo ?? fields.catchesUp?.switchBackTo;
  // One transaction (a batch): a deploy is never seen without its targets.
  const results = await db.batch(
    [
      {
        sql: `INSERT INTO deploys (commit_sha, published_by, published_by_name, state, queued_at,
                restores_deploy, catches_up_deploy, switch_back, release_id, release_folder,
                build_date)
              VALUES (?, ?, ?, 'queued', ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        args: [
          fields.commit,
          fields.publishedBy,
          fields.publishedByName,
          at,
          fields.restores?.deployId ?? null,
          fields.catchesUp?.deployId ?? null,
          back ? 1 : 0,
          back?.id ?? null,
          back?.folder ?? null,
          back?.buildDate ?? null,
        ],
      },
      ...fields.targets.map((target, position) => ({
        sql: `INSERT INTO deploy_targets (deploy_id, target, position, state)
              VALUES ((SELECT max(id) FROM deploys), ?, ?, 'queued')`,
        args: [target, position],
      })),
    ],
    'write',
  );
  return integer(results[0]!.rows[0]!, 'id');
}

export async function deployById(db: Client, id: number): Promise<DeployRow | null> {
  const result = await db.execute({ sql: 'SELECT * FROM deploys WHERE id = ?', args: [id] });
  return (await withTargets(db, result.rows))[0] ?? null;
}

/** The newest `limit` deploys, newest first. */
export async function listDeploys(db: Client, limit: number): Promise<DeployRow[]> {
  const result = await db.execute({
    sql: 'SELECT * FROM deploys ORDER BY id DESC LIMIT ?',
    args: [limit],
  });
  return withTargets(db, result.rows);
}

/** The newest `limit` versions that went live, newest first: what a rollback offers. */
export async function listLiveDeploys(db: Client, limit: number): Promise<DeployRow[]> {
  const result = await db.execute({
    // A deploy that put a version on targets added at a restart is that version, not a new one.
    sql: `SELECT * FROM deploys WHERE state = 'live' AND catches_up_deploy IS NULL
          ORDER BY id DESC LIMIT ?`,
    args: [limit],
  });
  return withTargets(db, result.rows);
}

/** The next deploy to run: the oldest queued one. */
export async function nextQueuedDeploy(db: Client): Promise<DeployRow | null> {
  const result = await db.execute(
    "SELECT * FROM deploys WHERE state = 'queued' ORDER BY id LIMIT 1",
  );
  return (await withTargets(db, result.rows))[0] ?? null;
}

export async function newestDeployId(db: Client): Promise<number | null> {
  const result = await db.execute('SELECT max(id) AS id FROM deploys');
  return integerOrNull(result.rows[0]!, 'id');
}

export async function hasDeployOf(db: Client, commit: string): Promise<boolean> {
  const result = await db.execute({
    sql: 'SELECT 1 FROM deploys WHERE commit_sha = ? LIMIT 1',
    args: [commit],
  });
  return result.rows.length > 0;
}

/**
 * At start: a deploy the last run left `building` is queued again and built anew (its release
 * may be half written), and each target it was handing it to is queued again. A rollback's
 * switch back keeps its release: an earlier one, whole.
 */
export async function requeueInterrupted(db: Client): Promise<number[]> {
  const result = await db.execute("SELECT id FROM deploys WHERE state = 'building' ORDER BY id");
  const ids = result.rows.map((row) => integer(row, 'id'));
  await db.batch(
    ids.flatMap((id) => [
      {
        sql: `UPDATE deploys SET state = 'queued', pages_done = 0, pages_total = 0,
              release_id = CASE switch_back WHEN 1 THEN release_id END,
              release_folder = CASE switch_back WHEN 1 THEN release_folder END,
              build_date = CASE switch_back WHEN 1 THEN build_date END WHERE id = ?`,
        args: [id],
      },
      {
        sql: "UPDATE deploy_targets SET state = 'queued' WHERE deploy_id = ? AND state = 'deploying'",
        args: [id],
      },
    ]),
    'write',
  );
  return ids;
}

export async function markBuilding(db: Client, id: number, at: UnixMs): Promise<void> {
  await db.execute({
    sql: `UPDATE deploys SET state = 'building', started_at = coalesce(started_at, ?),
          finished_at = NULL, message = '' WHERE id = ?`,
    args: [at, id],
  });
}

export async function recordProgress(
  db: Client,
  id: number,
  progress: { pagesDone: number; pagesTotal: number },
): Promise<void> {
  await db.execute({
    sql: 'UPDATE deploys SET pages_done = ?, pages_total = ? WHERE id = ?',
    args: [progress.pagesDone, progress.pagesTotal, id],
  });
}

export async function recordRelease(
  db: Client,
  id: number,
  release: { id: string; folder: string; buildDate?: string },
  output: string,
): Promise<void> {
  await db.execute({
    sql: `UPDATE deploys SET release_id = ?, release_folder = ?, build_date = ?, output = ?
          WHERE id = ?`,
    args: [release.id, release.folder, release.buildDate ?? null, tailOf(output), id],
  });
}

/** The deploy's end: live when every target is, else failed (`message`: the build's failure). */
export async function finishDeploy(
  db: Client,
  id: number,
  end: { state: 'live' | 'failed'; message?: string; output?: string },
  at: UnixMs,
): Promise<void> {
  await db.execute({
    sql: `UPDATE deploys SET state = ?, finished_at = ?, message = ?,
          output = coalesce(?, output) WHERE id = ?`,
    args: [
      end.state,
      at,
      end.message ?? '',
      end.output === undefined ? null : tailOf(end.output),
      id,
    ],
  });
}

export async function startTarget(
  db: Client,
  id: number,
  target: string,
  at: UnixMs,
): Promise<void> {
  await db.execute({
    sql: `UPDATE deploy_targets SET state = 'deploying', attempts = attempts + 1, started_at = ?,
          finished_at = NULL, message = '', next_retry_at = NULL
          WHERE deploy_id = ? AND target = ?`,
    args: [at, id, target],
  });
}

export async function finishTarget(
  db: Client,
  id: number,
  target: string,
  end: {
    state: 'live' | 'failed';
    address?: string | null;
    message?: string;
    output: string;
    nextRetryAt?: UnixMs | null;
  },
  at: UnixMs,
): Promise<void> {
  await db.execute({
    sql: `UPDATE deploy_targets SET state = ?, address = ?, message = ?, output = ?,
          next_retry_at = ?, finished_at = ? WHERE deploy_id = ? AND target = ?`,
    args: [
      end.state,
      end.address ?? null,
      end.message ?? '',
      tailOf(end.output),
      end.nextRetryAt ?? null,
      at,
      id,
      target,
    ],
  });
}

/**
 * A retry: the deploy is queued again and its failed targets with it (all of them, or the one
 * named). Without a release (the build failed) it is built again.
 */
export async function requeueFailed(db: Client, id: number, target?: string): Promise<void> {
  await db.batch(
    [
      {
        sql: `UPDATE deploy_targets SET state = 'queued', next_retry_at = NULL
              WHERE deploy_id = ? AND state = 'failed' AND (? IS NULL OR target = ?)`,
        args: [id, target ?? null, target ?? null],
      },
      {
        sql: "UPDATE deploys SET state = 'queued', finished_at = NULL WHERE id = ?",
        args: [id],
      },
    ],
    'write',
  );
}

/** Stops the automatic retries of a deploy (a newer one replaced it). */
export async function cancelRetries(db: Client, id: number): Promise<void> {
  await db.execute({
    sql: 'UPDATE deploy_targets SET next_retry_at = NULL WHERE deploy_id = ?',
    args: [id],
  });
}

/** The earliest automatic retry waiting, as `{ id, target, at }`, or null. */
export async function earliestRetry(
  db: Client,
): Promise<{ id: number; target: string; at: UnixMs } | null> {
  const result = await db.execute(
    `SELECT deploy_id, target, next_retry_at FROM deploy_targets
     WHERE next_retry_at IS NOT NULL ORDER BY next_retry_at, deploy_id LIMIT 1`,
  );
  const row = result.rows[0];
  return row
    ? {
        id: integer(row, 'deploy_id'),
        target: text(row, 'target'),
        at: integer(row, 'next_retry_at'),
      }
    : null;
}

export { liveByTarget, type LiveHere } from './deploys-live.ts';
export {
  addTargets,
  newestLiveVersion,
  newestQueuedAfter,
  targetsNamedSince,
} from './deploys-added.ts';
