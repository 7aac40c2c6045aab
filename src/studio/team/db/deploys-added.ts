/**
 * The rows behind a target added at a restart (src/deploy/new-targets.ts): which version is live,
 * which targets a deploy since was meant for, a deploy still queued, and targets joining it.
 */
import type { Client } from '@libsql/client';
import { integerOrNull, text } from './rows.ts';

/**
 * The newest version that went live on any target, 0 when none did. A deploy that put an earlier
 * version on added targets counts as that version: it is not a newer one.
 */
export async function newestLiveVersion(db: Client): Promise<number> {
  const result = await db.execute(
    `SELECT max(coalesce(d.catches_up_deploy, d.id)) AS id
     FROM deploy_targets t JOIN deploys d ON d.id = t.deploy_id WHERE t.state = 'live'`,
  );
  return integerOrNull(result.rows[0]!, 'id') ?? 0;
}

/** The targets deploy `id` or a later one was meant for, whatever became of it there. */
export async function targetsNamedSince(db: Client, id: number): Promise<Set<string>> {
  const result = await db.execute({
    sql: 'SELECT DISTINCT target FROM deploy_targets WHERE deploy_id >= ?',
    args: [id],
  });
  return new Set(result.rows.map((row) => text(row, 'target')));
}

/** The newest deploy after `id` still queued, or null. */
export async function newestQueuedAfter(db: Client, id: number): Promise<number | null> {
  const result = await db.execute({
    sql: "SELECT max(id) AS id FROM deploys WHERE state = 'queued' AND id > ?",
    args: [id],
  });
  return integerOrNull(result.rows[0]!, 'id');
}

/** Targets added to a queued deploy, after its own, in one write. */
export async function addTargets(
  db: Client,
  id: number,
  targets: readonly string[],
): Promise<void> {
  await db.batch(
    targets.map((target) => ({
      sql: `INSERT INTO deploy_targets (deploy_id, target, position, state)
            SELECT ?, ?, coalesce(max(position), -1) + 1, 'queued' FROM deploy_targets
            WHERE deploy_id = ?`,
      args: [id, target, id],
    })),
    'write',
  );
}
