/**
 * Reviewers' decisions. Each belongs to the commit the draft stood at when it was made, so a save
 * (a new head) leaves the earlier approvals behind without deleting the record of them.
 */
import type { Client, Row } from '@libsql/client';
import { integer, text, type UnixMs } from './rows.ts';

export type ReviewDecision = 'approve' | 'changes';

export interface Approval {
  id: number;
  draftId: string;
  reviewerId: string;
  commit: string;
  decision: ReviewDecision;
  at: UnixMs;
  comment: string;
}

const COLUMNS = 'id, draft_id, reviewer_id, commit_sha, decision, at, comment';

function approvalOf(row: Row): Approval {
  return {
    id: integer(row, 'id'),
    draftId: text(row, 'draft_id'),
    reviewerId: text(row, 'reviewer_id'),
    commit: text(row, 'commit_sha'),
    decision: text(row, 'decision') as ReviewDecision,
    at: integer(row, 'at'),
    comment: text(row, 'comment'),
  };
}

export async function insertApproval(
  db: Client,
  fields: {
    draftId: string;
    reviewerId: string;
    commit: string;
    decision: ReviewDecision;
    comment?: string;
  },
  at: UnixMs,
): Promise<Approval> {
  const result = await db.execute({
    sql: `INSERT INTO approvals (draft_id, reviewer_id, commit_sha, decision, at, comment)
          VALUES (?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
    args: [
      fields.draftId,
      fields.reviewerId,
      fields.commit,
      fields.decision,
      at,
      fields.comment ?? '',
    ],
  });
  return approvalOf(result.rows[0]!);
}

/** Every decision on a draft, oldest first (the review history). */
export async function approvalsOfDraft(db: Client, draftId: string): Promise<Approval[]> {
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM approvals WHERE draft_id = ? ORDER BY at, id`,
    args: [draftId],
  });
  return result.rows.map(approvalOf);
}

/**
 * The decisions that count for a draft standing at `commit`: each reviewer's latest decision on
 * that very commit. A draft is approved at its head when one of them is `approve` and none is
 * `changes` (the workflow decides; this only answers what was said about this commit).
 */
export async function decisionsAtCommit(
  db: Client,
  draftId: string,
  commit: string,
): Promise<Approval[]> {
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM approvals AS a
          WHERE draft_id = ? AND commit_sha = ?
            AND id = (SELECT max(id) FROM approvals AS b
                      WHERE b.draft_id = a.draft_id AND b.commit_sha = a.commit_sha
                        AND b.reviewer_id = a.reviewer_id)
          ORDER BY id`,
    args: [draftId, commit],
  });
  return result.rows.map(approvalOf);
}
