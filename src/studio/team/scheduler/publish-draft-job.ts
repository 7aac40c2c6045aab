/**
 * A draft's scheduled publish (`publish-draft`): at its time, the publish of the button
 * (workflow.publish: the approval of its latest save, the merge, the site's checks, then the
 * deploy queue), for the publisher who scheduled it. Whatever stops it fails the job with why,
 * which the draft shows, the audit log keeps and the publisher is told on their next visit.
 * Cut short by a stop, it runs again: a draft found published (by the attempt cut short, or by
 * the button meanwhile) is done.
 */
import { record } from '../auth/audit.ts';
import { can } from '../auth/roles.ts';
import { draftById } from '../db/drafts.ts';
import { endDraftJobs } from '../db/jobs.ts';
import { userById } from '../db/users.ts';
import { DraftRefusal } from '../server/draft-errors.ts';
import type { PublishAnswer } from '../server/drafts-workflow.ts';
import { JobFailure, payloadText, type JobKind } from './job-kind.ts';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Why a publish's answer is not "published", in words. */
export function notPublishedReason(answer: Exclude<PublishAnswer, { kind: 'published' }>): string {
  switch (answer.kind) {
    case 'invalid':
      return `it would not pass the site's checks (${count(answer.problems.length, 'problem')}${answer.problems[0] ? `, first: ${answer.problems[0].text}` : ''})`;
    case 'needs-update':
      return `the live site changed the same files (${answer.conflicts.map((c) => c.path).join(', ')}): an editor must update the draft, and it needs a new approval`;
    case 'rejected':
      return `the remote refused it: ${answer.message}`;
  }
}

export const publishDraftJob: JobKind = {
  lane: 'publish',
  async run(job, context) {
    const { db, workflow, crash } = context;
    const draftId = payloadText(job, 'draftId');
    const draft = await draftById(db, draftId);
    if (!draft) throw new JobFailure('the draft no longer exists');
    if (draft.status === 'published') return;
    const user = await userById(db, payloadText(job, 'by'));
    if (!user || user.removedAt !== null || !can(user.role, 'draft.publish')) {
      throw new JobFailure(
        `${user ? user.name || user.email : 'the person who scheduled it'} may no longer publish: a publisher must schedule it again`,
      );
    }
    crash('schedule:before-publish');
    let answer: PublishAnswer;
    try {
      answer = await workflow.publish(draftId, user);
    } catch (error) {
      // The publish's refusals (not approved, changed since its approval) are in words already.
      if (error instanceof DraftRefusal) throw new JobFailure(error.message);
      throw error;
    }
    crash('schedule:after-publish');
    if (answer.kind !== 'published') throw new JobFailure(notPublishedReason(answer));
  },

  async after(job, context) {
    const draftId = typeof job.payload.draftId === 'string' ? job.payload.draftId : null;
    if (!draftId) return;
    // Its check, if still waiting, has nothing left to check.
    await endDraftJobs(context.db, draftId, null, context.clock.now());
    if (job.state !== 'failed') return;
    await record(
      context.db,
      {
        actor: { userId: null, email: 'studio:scheduler' },
        action: 'schedule-failed',
        draftId,
        detail: { reason: job.lastError, scheduledFor: new Date(job.dueAt).toISOString() },
      },
      context.clock.now(),
    );
  },
};
