/**
 * Targets added at a restart (one more `--deploy`): at the studio's start, each configured
 * target that was never handed the version live elsewhere (nothing there, or an older one) gets
 * it in a deploy of its own, queued like any (deploy-queue.ts), which says so in the Live site
 * view. Its release is that version's own when its folder is still there (no build: the targets
 * are handed it as any release), else the queue builds the commit again. When a newer deploy is
 * still queued (a publish a stop cut short), the added targets join it instead: it is the version
 * about to be live everywhere. A target removed at a restart needs nothing: its rows stay as
 * history, and no deploy names it again.
 */
import { existsSync } from 'node:fs';
import type { Client } from '@libsql/client';
import {
  addTargets,
  deployById,
  insertDeploy,
  newestLiveVersion,
  newestQueuedAfter,
  targetsNamedSince,
} from '../studio/team/db/deploys.ts';

/**
 * At a start, once what a stop cut short is queued again and before the queue runs: puts the
 * live version on the targets added since (one write each way: a new deploy with its targets,
 * or the targets added to the queued deploy). Returns what it did in words for the log, or null.
 */
export async function putLiveOnNewTargets(
  db: Client,
  names: readonly string[],
  at: number,
): Promise<string | null> {
  // A target a deploy since the live version names is left alone: it has it, it failed there
  // (Retry), or it is queued there (a crash after this queued it).
  const version = await newestLiveVersion(db);
  const named = await targetsNamedSince(db, version);
  const targets = names.filter((name) => !named.has(name));
  if (targets.length === 0) return null;
  const added = `studio: ${targets.join(', ')}: new since the last start`;
  const pending = await newestQueuedAfter(db, version);
  if (pending !== null) {
    await addTargets(db, pending, targets);
    return `${added}; added to deploy ${pending}, queued`;
  }
  const live = version === 0 ? null : await deployById(db, version);
  if (!live) return null;
  const kept = live.release && existsSync(live.release.folder) ? live.release : null;
  const id = await insertDeploy(
    db,
    {
      commit: live.commit,
      // The version's publisher: what is live there is what they published.
      publishedBy: live.publishedBy,
      publishedByName: live.publishedByName,
      targets,
      catchesUp: {
        deployId: live.id,
        ...(kept && { switchBackTo: { ...kept, buildDate: live.buildDate } }),
      },
    },
    at,
  );
  return `${added}; deploy ${id} puts the live version ${live.commit.slice(0, 12)} there`;
}
