/**
 * Targets added at a restart (one more `--deploy`): at the studio's start, each configured
 * target that was never handed the version live elsewhere (nothing there, or an older one) gets
 * it in a deploy of its own, queued like any (deploy-queue.ts), which says so in the Live site
 * view. Its release is that version's own when its folder is still there (no build: the targets
 * are handed it as any release), else the queue builds the commit again. A target removed at a
 * restart needs nothing: its rows stay as history, and no deploy names it again.
 */
import { existsSync } from 'node:fs';
import type { Client } from '@libsql/client';
import { deployById, insertDeploy, type DeployRow } from '../studio/team/db/deploys.ts';
import { integerOrNull, text } from '../studio/team/db/rows.ts';

export interface CatchUp {
  /** The deploy whose version is live elsewhere. */
  live: DeployRow;
  /** The configured targets it is to be put on. */
  targets: string[];
}

/**
 * What a start must put where: the newest version that went live on any target (a deploy that
 * put an earlier one on added targets counts as that one), and the configured targets no deploy
 * since (it included) was meant for. A target such a deploy names is left alone: it has it, it
 * failed there (Retry), or it is queued there (a crash after queuing).
 */
export async function newTargetsCatchUp(
  db: Client,
  names: readonly string[],
): Promise<CatchUp | null> {
  const newest = await db.execute(
    `SELECT max(coalesce(d.catches_up_deploy, d.id)) AS id
     FROM deploy_targets t JOIN deploys d ON d.id = t.deploy_id WHERE t.state = 'live'`,
  );
  const version = integerOrNull(newest.rows[0]!, 'id');
  if (version === null) return null;
  const result = await db.execute({
    sql: 'SELECT DISTINCT target FROM deploy_targets WHERE deploy_id >= ?',
    args: [version],
  });
  const named = new Set(result.rows.map((row) => text(row, 'target')));
  const targets = names.filter((name) => !named.has(name));
  if (targets.length === 0) return null;
  return { live: (await deployById(db, version))!, targets };
}

/**
 * Queues the deploy that puts `catchUp.live`'s version on `catchUp.targets` (one write: the
 * deploy and its targets together), and returns its id.
 */
export async function enqueueCatchUp(db: Client, catchUp: CatchUp, at: number): Promise<number> {
  const { live, targets } = catchUp;
  const kept = live.release && existsSync(live.release.folder) ? live.release : null;
  return insertDeploy(
    db,
    {
      commit: live.commit,
      publishedBy: null,
      publishedByName: '',
      targets,
      catchesUp: {
        deployId: live.id,
        ...(kept && { switchBackTo: { ...kept, buildDate: live.buildDate } }),
      },
    },
    at,
  );
}
