/**
 * Publishing an approved draft: checked again that it is approved at its latest save, merged
 * into main with its reviewers named in the commit, validated as CI would, pushed; recorded as
 * published as soon as main has it. What stops it is an answer (invalid, needs an update, the
 * remote refused), except a draft that moved since its approval: a refusal.
 */
import type { Client } from '@libsql/client';
import type { record } from '../auth/audit.ts';
import { decisionsAtCommit } from '../db/approvals.ts';
import { updateDraft, type Draft } from '../db/drafts.ts';
import { userById, type User } from '../db/users.ts';
import type { CrashHook } from '../crash-points.ts';
import type { FileConflict, TeamRepository } from '../git/index.ts';
import { DraftRefusal } from './draft-errors.ts';
import { editorOf } from './editor-of.ts';
import { checkAgainstMain, type MainProblems } from './main-problems.ts';
import type { PublishProblem } from './publish-validation.ts';

export type PublishAnswer =
  | { kind: 'published'; commit: string }
  | { kind: 'invalid'; problems: PublishProblem[] }
  | { kind: 'needs-update'; conflicts: FileConflict[] }
  | { kind: 'rejected'; message: string };

/** An entry of the audit log about a draft, by `by`. */
export type Audit = (
  by: User,
  action: Parameters<typeof record>[1]['action'],
  draft: Draft,
  commits: string[],
  ip?: string,
  detail?: Record<string, unknown>,
) => Promise<unknown>;

interface Publishing {
  db: Client;
  repo: TeamRepository;
  crash: CrashHook;
  now: () => number;
  audit: Audit;
  /** Main's problems: only what the draft adds to them refuses it (main-problems.ts). */
  mainProblems?: MainProblems;
}

/** Publishes `draft` (open, its lock held by the caller) for `by`. */
export async function publishApproved(
  { db, repo, crash, now, audit, mainProblems }: Publishing,
  draft: Draft,
  by: User,
  ip?: string,
): Promise<PublishAnswer> {
  if (draft.status !== 'approved') {
    throw new DraftRefusal(
      'not-approved',
      `“${draft.name}” is ${draft.status.replace('-', ' ')}: only an approved draft can be published`,
    );
  }
  const decisions = await decisionsAtCommit(db, draft.id, draft.headCommit);
  const approvals = decisions.filter((decision) => decision.decision === 'approve');
  if (approvals.length === 0 || decisions.some((decision) => decision.decision === 'changes')) {
    throw new DraftRefusal('not-approved', `“${draft.name}” has no approval of its latest save`);
  }
  const reviewers = await Promise.all(
    approvals.map((approval) => userById(db, approval.reviewerId)),
  );
  // Once main has the merge, the draft is published: recorded at once (onPushed below).
  let recorded = false;
  async function recordPublished(commit: string) {
    await updateDraft(db, draft.id, { status: 'published', publishedCommit: commit }, now());
    await audit(by, 'publish', draft, [commit, draft.headCommit], ip);
    recorded = true;
  }
  const result = await repo.publishDraft<PublishProblem[]>({
    branch: draft.branch,
    expectedHead: draft.headCommit,
    publisher: editorOf(by),
    trailers: reviewers
      .filter((reviewer): reviewer is User => reviewer !== null)
      .map((reviewer) => `Reviewed-by: ${reviewer.name || reviewer.email} <${reviewer.email}>`),
    validate: (dir) => checkAgainstMain(dir, mainProblems),
    // Recorded as soon as main has it, before the branch is cleaned up: a crash after the
    // push finds the draft published, or else a draft the next start sees on main (reconcile.ts).
    onPushed: async (commit) => {
      await recordPublished(commit);
      crash('publish:after-db');
    },
  });
  switch (result.kind) {
    case 'published':
      if (!recorded) await recordPublished(result.commit);
      return { kind: 'published', commit: result.commit };
    case 'invalid':
      await audit(by, 'publish-failed', draft, [result.commit], ip, {
        problems: result.problems.length,
      });
      return { kind: 'invalid', problems: result.problems };
    case 'needs-update':
      await updateDraft(db, draft.id, { status: 'needs-update' }, now());
      await audit(by, 'needs-update', draft, [result.main], ip, {
        conflicts: result.conflicts.map((c) => c.path),
      });
      return { kind: 'needs-update', conflicts: result.conflicts };
    case 'rejected':
      await audit(by, 'publish-failed', draft, [], ip, { message: result.message });
      return { kind: 'rejected', message: result.message };
    case 'draft-moved':
      throw new DraftRefusal(
        'draft-moved',
        `“${draft.name}” changed since it was approved: it needs a new review`,
      );
    case 'nothing-to-publish':
      // Main holds the draft already (an earlier publish whose answer was lost): it is live.
      await updateDraft(db, draft.id, { status: 'published', publishedCommit: result.main }, now());
      await audit(by, 'publish', draft, [result.main, draft.headCommit], ip, { already: true });
      return { kind: 'published', commit: result.main };
  }
}
