/**
 * A draft's scheduled publish, as people set it and read it: scheduled (an approved draft, at a
 * date and time in the site's zone, by a publisher: the API checks the role), cancelled, shown
 * on the draft, and what went wrong told to whoever scheduled it on their next visit. The
 * publish and its check an hour before are two jobs (publish-draft-job.ts,
 * check-publish-job.ts); the scheduler runs them.
 */
import { actorOf } from '../auth/team-auth.ts';
import { record } from '../auth/audit.ts';
import { decisionsAtCommit } from '../db/approvals.ts';
import { draftById } from '../db/drafts.ts';
import {
  endDraftJobs,
  insertJob,
  latestDraftJob,
  markSeen,
  unseenNotices,
  type JobRow,
} from '../db/jobs.ts';
import { userById, type User } from '../db/users.ts';
import { DraftRefusal } from '../server/draft-errors.ts';
import { CHECK_BEFORE_MS } from './check-publish-job.ts';
import type { JobContext } from './job-kind.ts';
import { CHECK_SCHEDULED_PUBLISH, PUBLISH_DRAFT } from './job-names.ts';
import { instantIn, wallClockIn } from './times.ts';

export interface ScheduleView {
  state: 'pending' | 'running' | 'failed';
  /** The instant (ISO) and, in the site's zone, its date and time. */
  at: string;
  date: string;
  time: string;
  timeZone: string;
  by: string;
  /** Failed: why. Pending: what its check an hour before found ('' when nothing). */
  note: string;
  /** Whether its check an hour before has run (with `note` '' it found nothing in the way). */
  checked: boolean;
}

export interface ScheduleNotice {
  id: number;
  draftId: string | null;
  draftName: string;
  failed: boolean;
  message: string;
}

const nameOf = (user: User | null) => (user ? user.name || user.email : 'someone since removed');

async function viewOf(context: JobContext, job: JobRow): Promise<ScheduleView | null> {
  if (job.state !== 'pending' && job.state !== 'running' && job.state !== 'failed') return null;
  const timeZone = await context.siteTimeZone();
  const by = job.createdBy ? await userById(context.db, job.createdBy) : null;
  const check = job.draftId
    ? await latestDraftJob(context.db, job.draftId, CHECK_SCHEDULED_PUBLISH)
    : null;
  return {
    checked: check !== null && check.createdAt >= job.createdAt && check.state === 'done',
    state: job.state,
    at: new Date(job.dueAt).toISOString(),
    ...wallClockIn(job.dueAt, timeZone),
    timeZone,
    by: nameOf(by),
    note: job.lastError,
  };
}

/** The draft's schedule, or how the last one failed; null when there is neither. */
export async function draftSchedule(
  context: JobContext,
  draftId: string,
): Promise<ScheduleView | null> {
  const job = await latestDraftJob(context.db, draftId, PUBLISH_DRAFT);
  return job ? viewOf(context, job) : null;
}

/**
 * Schedules the draft's publish at `date` `time` in the site's zone, replacing a schedule it had.
 * The caller holds the draft's lock (workflow.exclusive), so no save lands meanwhile.
 */
export async function scheduleDraft(
  context: JobContext,
  draftId: string,
  when: { date: string; time: string },
  by: User,
  ip?: string,
): Promise<ScheduleView> {
  const { db, clock } = context;
  const draft = await context.workflow.openDraft(draftId);
  const decisions = await decisionsAtCommit(db, draft.id, draft.headCommit);
  const approved =
    draft.status === 'approved' &&
    decisions.some((decision) => decision.decision === 'approve') &&
    !decisions.some((decision) => decision.decision === 'changes');
  if (!approved) {
    throw new DraftRefusal(
      'not-approved',
      `“${draft.name}” is ${draft.status.replace('-', ' ')}: only a draft approved at its latest save can be scheduled`,
    );
  }
  const timeZone = await context.siteTimeZone();
  const at = instantIn(when.date, when.time, timeZone);
  if (at === null) {
    throw new DraftRefusal(
      'bad-time',
      /^\d{4}-\d{2}-\d{2}$/.test(when.date) && /^\d{2}:\d{2}$/.test(when.time)
        ? `${when.date} ${when.time} does not exist in ${timeZone} (the clocks skip that hour): choose another time`
        : 'give a date (YYYY-MM-DD) and a time (HH:MM)',
    );
  }
  const now = clock.now();
  if (at <= now) {
    throw new DraftRefusal(
      'bad-time',
      `${when.date} ${when.time} (${timeZone}) has passed: choose a time to come, or publish now`,
    );
  }
  await endDraftJobs(db, draft.id, null, now);
  const publishJob = await insertJob(
    db,
    {
      kind: PUBLISH_DRAFT,
      dueAt: at,
      payload: { draftId: draft.id, by: by.id, head: draft.headCommit },
      draftId: draft.id,
      createdBy: by.id,
    },
    now,
  );
  // Less than an hour ahead, the check is due at once: the publisher hears now.
  await insertJob(
    db,
    {
      kind: CHECK_SCHEDULED_PUBLISH,
      dueAt: Math.max(now, at - CHECK_BEFORE_MS),
      payload: { draftId: draft.id, publishJob: String(publishJob) },
      draftId: draft.id,
      createdBy: by.id,
    },
    now,
  );
  await record(
    db,
    {
      actor: actorOf(by),
      action: 'schedule-publish',
      draftId: draft.id,
      commits: [draft.headCommit],
      ip,
      detail: { at: new Date(at).toISOString(), date: when.date, time: when.time, timeZone },
    },
    now,
  );
  return (await draftSchedule(context, draft.id))!;
}

/** Cancels the draft's schedule; false when it had none. */
export async function cancelSchedule(
  context: JobContext,
  draftId: string,
  by: User,
  ip?: string,
): Promise<boolean> {
  const pending = await latestDraftJob(context.db, draftId, PUBLISH_DRAFT);
  if (!pending || pending.state !== 'pending') return false;
  await endDraftJobs(context.db, draftId, null, context.clock.now());
  await record(
    context.db,
    {
      actor: actorOf(by),
      action: 'schedule-cancel',
      draftId,
      ip,
      detail: { at: new Date(pending.dueAt).toISOString() },
    },
    context.clock.now(),
  );
  return true;
}

/** What `user` scheduled that failed or was found wanting, not yet shown to them. */
export async function scheduleNotices(context: JobContext, user: User): Promise<ScheduleNotice[]> {
  const jobs = await unseenNotices(context.db, user.id);
  const notices: ScheduleNotice[] = [];
  const timeZone = await context.siteTimeZone();
  for (const job of jobs) {
    if (job.kind !== PUBLISH_DRAFT) continue;
    const local = wallClockIn(job.dueAt, timeZone);
    const draft = job.draftId ? await draftById(context.db, job.draftId) : null;
    const name = draft?.name ?? 'a draft since removed';
    notices.push({
      id: job.id,
      draftId: job.draftId,
      draftName: name,
      failed: job.state === 'failed',
      message:
        job.state === 'failed'
          ? `The scheduled publish of “${name}” did not happen: ${job.lastError}`
          : `The publish of “${name}” scheduled for ${local.date} ${local.time} (${timeZone}) may not happen. ${job.lastError}`,
    });
  }
  return notices;
}

export const markNoticesSeen = (context: JobContext, user: User, ids: readonly number[]) =>
  markSeen(context.db, user.id, ids, context.clock.now());
