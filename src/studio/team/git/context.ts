/** What every operation on the studio's clone needs to know, made once by `openRepository`. */
import type { CrashHook } from '../crash-points.ts';
import type { KeyedQueue } from '../keyed-queue.ts';
import type { DraftBackup } from './draft-backup.ts';
import type { KeptGitPool } from './kept-git.ts';
import type { Identity } from './identity.ts';
import { branchRef } from './names.ts';
import { fetchRefs, type RemoteContext } from './remote.ts';
import { resolveCommit } from './refs.ts';
import type { RetryPolicy } from './retry.ts';

export interface RepoContext {
  gitDir: string;
  mainBranch: string;
  /** The studio: committer of every commit, author of none but its own. */
  committer: Identity;
  remote: RemoteContext;
  /** Retries of a save whose branch moved while it was being written. */
  savePolicy: RetryPolicy;
  /** Retries of a publish whose push found main moved. */
  publishPolicy: RetryPolicy;
  backup: DraftBackup;
  /** The kept fast-import processes saves write their commits with (fast-commit.ts). */
  importers: KeptGitPool;
  /** The kept `update-ref --stdin` saves move their branch with (ref-updater.ts). */
  refUpdater: KeptGitPool;
  /** Writes to one branch (saves, updates from main) in turn within this process. */
  queue: KeyedQueue;
  /** Failures of best-effort work (draft backups, remote deletes), for the caller's log. */
  onBackgroundError: (branch: string, error: unknown) => void;
  /** Passed at each named step of a save, a publish, a clean-up (a no-op outside crash tests). */
  crash: CrashHook;
}

/** Brings the clone's main to the remote's main (forced: the remote is the truth for main). */
export function fetchMain(context: RepoContext): Promise<string> {
  const ref = branchRef(context.mainBranch);
  // In turn: two fetches at once (a submit's check beside a publish) race for main's ref lock,
  // and the loser's fetch fails ("cannot lock ref").
  return context.queue.run(context.mainBranch, async () => {
    await fetchRefs(context.remote, [`+${ref}:${ref}`]);
    const main = await resolveCommit(context.gitDir, ref);
    if (main === null) throw new Error(`the remote has no branch ${context.mainBranch}`);
    return main;
  });
}
