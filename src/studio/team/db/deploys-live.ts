/**
 * What each target serves now, read from the deploys (deploys.ts): the newest deploy that went
 * live there. The Live site view's "Live now", and what a rollback may not restore (it is live).
 */
import type { Client } from '@libsql/client';
import { integer, integerOrNull, text, textOrNull, type UnixMs } from './rows.ts';

export interface LiveHere {
  target: string;
  deployId: number;
  commit: string;
  publishedByName: string;
  address: string | null;
  /** When it went live there. */
  since: UnixMs;
  /** From the deploy's start to live there. */
  tookMs: number | null;
}

/** What each target serves now: the newest deploy that went live there. */
export async function liveByTarget(db: Client): Promise<Map<string, LiveHere>> {
  const result = await db.execute(
    `SELECT t.target, t.deploy_id, d.commit_sha, d.published_by_name, t.address, t.finished_at,
            d.started_at
     FROM deploy_targets t JOIN deploys d ON d.id = t.deploy_id
     WHERE t.state = 'live' AND t.deploy_id = (
       SELECT max(deploy_id) FROM deploy_targets WHERE target = t.target AND state = 'live')`,
  );
  const live = new Map<string, LiveHere>();
  for (const row of result.rows) {
    const since = integer(row, 'finished_at');
    const started = integerOrNull(row, 'started_at');
    live.set(text(row, 'target'), {
      target: text(row, 'target'),
      deployId: integer(row, 'deploy_id'),
      commit: text(row, 'commit_sha'),
      publishedByName: text(row, 'published_by_name'),
      address: textOrNull(row, 'address'),
      since,
      tookMs: started === null ? null : since - started,
    });
  }
  return live;
}
