/**
 * Git is the truth; the database follows it. A crash (`kill -9`, a power cut) can stop the
 * server between a ref moving and the database recording it, or between a publish's push and
 * its clean-up. Before the server takes a request, this compares every draft's row with the
 * refs of the clone and of the remote (whose main the start has just fetched, undoing any local
 * main a publish moved and never pushed) and repairs the row from them:
 *
 * - an open draft whose branch moved past the row's head (the row's head is an ancestor) takes
 *   the branch's head and the files it changed; an approval of the old head is void, as after
 *   any save (approved → in review);
 * - a draft whose head reached the remote's main (approved, or its branch already gone) is
 *   published: `publishedCommit` is the merge on main that brought it in;
 * - a published draft's leftover branches (in the clone, on the remote) are removed, when main
 *   holds their heads;
 * - an open draft whose branch the clone lost comes back from the remote's copy;
 * - an open draft whose remote copy lags (its backup push was waiting when the server died) is
 *   copied again, in the background.
 *
 * A publish whose push never happened needs nothing: its merge commit is unreferenced, and the
 * draft is still approved at its head, publishable again. Each repair is logged and audited
 * (`recover`, by `studio:reconcile`).
 */
import type { Client } from '@libsql/client';
import { record } from '../auth/audit.ts';
import { listDrafts, updateDraft, type Draft, type DraftStatus } from '../db/drafts.ts';
import type { TeamRepository } from '../git/index.ts';

const ACTOR = { userId: null, email: 'studio:reconcile' };

export interface Repair {
  draftId: string;
  repair: 'took-branch-head' | 'published' | 'branches-removed' | 'branch-restored';
  detail: Record<string, unknown>;
}

export async function reconcile(
  db: Client,
  repo: TeamRepository,
  log: (line: string) => void = () => {},
  now = Date.now,
): Promise<Repair[]> {
  const main = await repo.resolveRef(repo.mainBranch);
  if (main === null) return [];
  const [drafts, local, remote] = await Promise.all([
    listDrafts(db),
    repo.localDraftBranches(),
    repo.remoteDraftBranches(),
  ]);
  const repairs: Repair[] = [];
  const repaired = async (draft: Draft, repair: Repair['repair'], detail: Repair['detail']) => {
    repairs.push({ draftId: draft.id, repair, detail });
    log(`studio: repaired “${draft.name}” (${draft.branch}): ${repair} ${JSON.stringify(detail)}`);
    await record(
      db,
      { actor: ACTOR, action: 'recover', draftId: draft.id, detail: { repair, ...detail } },
      now(),
    );
  };

  /** Removes the branch (clone and remote) of a draft main holds; returns where it went from. */
  async function removeBranches(draft: Draft) {
    const removed: string[] = [];
    const head = local.get(draft.branch);
    if (head !== undefined && (await repo.contains(main!, head))) {
      // Deletes the remote's copy too (best effort, as after a publish).
      const deleted = await repo.deleteBranch(draft.branch, head);
      if (deleted.kind === 'deleted') removed.push('clone', 'remote');
    } else if (head === undefined && remote.has(draft.branch)) {
      if (await repo.contains(main!, remote.get(draft.branch)!)) {
        await repo.deleteRemoteDraftBranch(draft.branch);
        removed.push('remote');
      }
    }
    return removed;
  }

  for (const draft of drafts) {
    if (draft.status === 'published') {
      const removed = await removeBranches(draft);
      if (removed.length > 0) await repaired(draft, 'branches-removed', { from: removed });
      continue;
    }
    let head = local.get(draft.branch) ?? null;
    if (head === null && remote.has(draft.branch)) {
      await repo.restoreDraftBranch(draft.branch);
      head = await repo.resolveRef(draft.branch);
      if (head !== null) {
        local.set(draft.branch, head);
        await repaired(draft, 'branch-restored', { head });
      }
    }
    const tip = head ?? draft.headCommit;
    // Live already: the push of its publish landed and the crash came before the record.
    if (
      (draft.status === 'approved' || head === null) &&
      (await repo.contains(main, tip)) &&
      (await repo.contains(tip, draft.headCommit))
    ) {
      const merge = (await repo.mergeThatBrought(tip, main)) ?? main;
      await updateDraft(
        db,
        draft.id,
        { status: 'published', publishedCommit: merge, headCommit: tip },
        now(),
      );
      await repaired(draft, 'published', { commit: merge, head: tip });
      const removed = await removeBranches(draft);
      if (removed.length > 0) await repaired(draft, 'branches-removed', { from: removed });
      continue;
    }
    if (head === null) {
      log(`studio: “${draft.name}” has no branch ${draft.branch} here or on the remote`);
      continue;
    }
    if (remote.get(draft.branch) !== head) repo.backUpDraft(draft.branch);
    if (head === draft.headCommit) continue;
    if (!(await repo.contains(head, draft.headCommit))) {
      // Not a crash's trace (someone rewrote the branch): left for a person to look at.
      log(`studio: “${draft.name}”: ${draft.branch} is at ${head}, not after ${draft.headCommit}`);
      continue;
    }
    // Committed, and the crash came before the record: the branch's head is the draft's.
    const files = await repo.changedPaths(draft.headCommit, head);
    const caughtUp = draft.status === 'needs-update' && (await repo.contains(head, main));
    const status: DraftStatus =
      draft.status === 'approved' ? 'in-review' : caughtUp ? 'editing' : draft.status;
    await updateDraft(
      db,
      draft.id,
      {
        headCommit: head,
        status,
        addFiles: files,
        ...(caughtUp && { baseCommit: main }),
      },
      now(),
    );
    await repaired(draft, 'took-branch-head', { from: draft.headCommit, head, files, status });
  }
  return repairs;
}
