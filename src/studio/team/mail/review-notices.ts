/**
 * Who hears of each step of a draft's review, queued as the step is taken (one e-mail job per
 * person, in the request that changed the draft, or as its deploy ended):
 * - submitted: the reviewers and admins, but not who wrote part of it (they may not approve it,
 *   drafts-workflow.ts) unless `--allow-self-review`, and never the one who submitted;
 * - approved: the publishers and admins, but the approver;
 * - changes asked for: the draft's authors (its starter and whoever saved into it);
 * - published (its deploy live, or at once where the studio deploys nowhere): the authors;
 * - its deploy failed: the publisher and the admins.
 * Only people who can sign in, and not those who turned these notices off (db/mail-choices.ts).
 */
import type { Client } from '@libsql/client';
import { can } from '../auth/roles.ts';
import type { Draft } from '../db/drafts.ts';
import { insertJob } from '../db/jobs.ts';
import { reviewNoticesOff } from '../db/mail-choices.ts';
import { listUsers, type User } from '../db/users.ts';
import type { TeamRepository } from '../git/index.ts';
import { MAIL_REVIEW_NOTICE } from '../scheduler/job-names.ts';

export const REVIEW_STEPS = [
  'submitted',
  'approved',
  'changes',
  'published',
  'deploy-failed',
] as const;
export type ReviewStep = (typeof REVIEW_STEPS)[number];

export interface ReviewEvent {
  step: ReviewStep;
  draft: Draft;
  /** Who took the step: the submitter, the reviewer, the publisher (also of a deploy's end). */
  by: User | null;
  at: number;
  /** The reviewer's note with a request for changes. */
  comment?: string;
  /** The deploy whose end this is (published or deploy-failed); none where nothing deploys. */
  deployId?: number;
}

/** The e-mails (lower case) of whoever made a commit on the draft, as self-review reads them. */
async function commitAuthors(repo: TeamRepository, draft: Draft): Promise<string[]> {
  return repo.draftAuthors(draft.baseCommit, draft.headCommit).catch((): string[] => []);
}

/** The people to tell of `event`, each once. */
export async function reviewRecipients(
  db: Client,
  repo: TeamRepository,
  event: ReviewEvent,
  allowSelfReview: boolean,
): Promise<User[]> {
  const [people, off, wrote] = await Promise.all([
    listUsers(db),
    reviewNoticesOff(db),
    commitAuthors(repo, event.draft),
  ]);
  const isAuthor = (user: User) => user.id === event.draft.createdBy || wrote.includes(user.email);
  const byId = event.by?.id;
  const chosen = people.filter((user) => {
    switch (event.step) {
      case 'submitted':
        return (
          can(user.role, 'draft.review') &&
          user.id !== byId &&
          (allowSelfReview || !wrote.includes(user.email))
        );
      case 'approved':
        return can(user.role, 'draft.publish') && user.id !== byId;
      case 'changes':
        return isAuthor(user) && user.id !== byId;
      case 'published':
        // Told when it is live; at the publish itself (nothing deploys), the publisher knows.
        return isAuthor(user) && (event.deployId !== undefined || user.id !== byId);
      case 'deploy-failed':
        return user.id === byId || user.role === 'admin';
    }
  });
  return chosen.filter((user) => user.hasPassword && user.removedAt === null && !off.has(user.id));
}

/** One e-mail job per person to tell; the number queued. */
export async function queueReviewNotices(
  db: Client,
  repo: TeamRepository,
  event: ReviewEvent,
  allowSelfReview: boolean,
): Promise<number> {
  const people = await reviewRecipients(db, repo, event, allowSelfReview);
  for (const user of people) {
    const payload = {
      step: event.step,
      draftId: event.draft.id,
      userId: user.id,
      by: event.by?.id ?? null,
      at: event.at,
      ...(event.comment ? { comment: event.comment } : {}),
      ...(event.deployId !== undefined ? { deploy: event.deployId } : {}),
    };
    await insertJob(db, { kind: MAIL_REVIEW_NOTICE, dueAt: event.at, payload }, event.at);
  }
  return people.length;
}
