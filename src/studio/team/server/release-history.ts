/**
 * The earlier releases a publisher may restore (rollback.ts), for the Live site view: each
 * deploy that went live, newest first, with its commit, who published it, when it went live,
 * and what it changed in words: the content files its commit changed against the release
 * before it, and for a page what changed in it (page-changes.ts, as a reviewer reads a draft).
 */
import type { Client } from '@libsql/client';
import { routeFromPageFile } from '../../../content/route-path.ts';
import { listLiveDeploys, type DeployRow } from '../db/deploys.ts';
import type { TeamRepository } from '../git/index.ts';
import { changesOf } from './draft-views.ts';
import { RESTORED_FOLDERS } from './restored-folders.ts';

/** Files described per release; the rest are counted. */
const DESCRIBED_FILES = 8;

export interface ReleaseFile {
  path: string;
  route?: string;
  added?: boolean;
  deleted?: boolean;
  /** For a page: what changed in it, in words. */
  changes?: string[];
}

export interface ReleaseEntry {
  deployId: number;
  commit: string;
  /** '' when the studio deployed it itself (main's head at its first start). */
  publishedByName: string;
  /** When it went live (Unix ms). */
  liveSince: number;
  /** A rollback's: the deploy whose version it restored. */
  restoresDeploy: number | null;
  /** What it changed against the release listed after it; null for the oldest listed. */
  files: ReleaseFile[] | null;
  moreFiles: number;
}

export const inRestoredFolders = (path: string) =>
  RESTORED_FOLDERS.some((folder) => path.startsWith(`${folder}/`));

/** The content files `commit` changed against `before`, described. */
async function filesChanged(
  repo: TeamRepository,
  before: string,
  commit: string,
): Promise<{ files: ReleaseFile[]; more: number }> {
  const paths = (await repo.changedPaths(before, commit)).filter(inRestoredFolders).sort();
  const shown = paths.slice(0, DESCRIBED_FILES);
  const files = await Promise.all(
    shown.map(async (path): Promise<ReleaseFile> => {
      const route = routeFromPageFile(path) ?? undefined;
      const text = path.endsWith('.yaml');
      const [old, now] = text
        ? await Promise.all([repo.readText(before, path), repo.readText(commit, path)])
        : [null, null];
      const sides: [string | null, string | null] = [old, now];
      const exists = text ? null : await repo.readBytes(commit, path);
      const added = text ? old === null : false;
      const deleted = text ? now === null : exists === null;
      return {
        path,
        ...(route && { route }),
        ...(added && { added }),
        ...(deleted && { deleted }),
        ...(text && !added && !deleted ? changesOf(path, sides) : {}),
      };
    }),
  );
  return { files, more: paths.length - shown.length };
}

/** The newest `limit` releases that went live, newest first, each described. */
export async function releaseHistory(
  db: Client,
  repo: TeamRepository,
  limit: number,
): Promise<ReleaseEntry[]> {
  // One more than shown: the oldest shown is described against it.
  const live = await listLiveDeploys(db, limit + 1);
  return Promise.all(
    live.slice(0, limit).map(async (deploy: DeployRow, index): Promise<ReleaseEntry> => {
      const before = live[index + 1];
      const described =
        before && before.commit !== deploy.commit
          ? await filesChanged(repo, before.commit, deploy.commit).catch(() => null)
          : before
            ? { files: [], more: 0 }
            : null;
      return {
        deployId: deploy.id,
        commit: deploy.commit,
        publishedByName: deploy.publishedByName,
        liveSince: deploy.finishedAt ?? deploy.queuedAt,
        restoresDeploy: deploy.restoresDeploy,
        files: described?.files ?? null,
        moreFiles: described?.more ?? 0,
      };
    }),
  );
}
