/**
 * `mail-review-notice`: one person told of one step of a draft's review (review-notices.ts
 * queues them): the draft's name, who, when in the site's zone, what it changes in words and a
 * link that opens it in the studio's review. Written as the job runs: someone removed, or who
 * turned the notices off meanwhile, gets nothing.
 */
import { deployById } from '../db/deploys.ts';
import { mailChoicesOf } from '../db/mail-choices.ts';
import { userById } from '../db/users.ts';
import { JobFailure, payloadText } from '../scheduler/job-kind.ts';
import { DraftRefusal } from '../server/draft-errors.ts';
import { changeLines } from './draft-change-lines.ts';
import { mailJob } from './mail-job.ts';
import { reviewNotice } from './messages.ts';
import { REVIEW_STEPS, type ReviewStep } from './review-notices.ts';

/** Where a draft opens in the studio with its review (TeamStudio.tsx reads `?review`). */
export const draftLink = (publicUrl: URL, id: string) =>
  `${publicUrl.origin}/studio/drafts/${encodeURIComponent(id)}?review`;

/** A deploy's words are for people, but may run long: the first line, cut short. */
const REASON_CHARS = 300;

export const reviewNoticeJob = mailJob(async (job, context) => {
  const step = job.payload.step as ReviewStep;
  if (!REVIEW_STEPS.includes(step)) throw new JobFailure(`the job names no review step: ${step}`);
  const user = await userById(context.db, payloadText(job, 'userId'));
  if (!user || user.removedAt !== null || !user.hasPassword) return null;
  if (!(await mailChoicesOf(context.db, user.id)).reviewNotices) return null;
  const draftId = payloadText(job, 'draftId');
  const draft = await context.workflow.detail(draftId).catch((error: unknown) => {
    if (error instanceof DraftRefusal) return null;
    throw error;
  });
  if (!draft) return null;
  const byId = typeof job.payload.by === 'string' ? job.payload.by : null;
  const by = byId ? await userById(context.db, byId) : null;
  const deployId = typeof job.payload.deploy === 'number' ? job.payload.deploy : undefined;
  const deploy = deployId === undefined ? null : await deployById(context.db, deployId);
  // The build's words, else the first target that failed.
  const words = deploy?.message || deploy?.targets.find((t) => t.state === 'failed')?.message;
  const reason = words?.split('\n')[0]?.slice(0, REASON_CHARS);
  return reviewNotice(user.email, {
    step,
    draftName: draft.name,
    by: by ? by.name || by.email : 'Someone since removed',
    at: typeof job.payload.at === 'number' ? job.payload.at : job.createdAt,
    timeZone: await context.siteTimeZone(),
    changes: changeLines(draft.files),
    link: draftLink(context.mail!.publicUrl, draft.id),
    ...(typeof job.payload.comment === 'string' && { comment: job.payload.comment }),
    ...(step === 'published' && { live: deployId !== undefined }),
    ...(reason && { reason }),
  });
});
