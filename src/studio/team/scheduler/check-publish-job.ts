/**
 * The check of a scheduled publish an hour before its time (`check-scheduled-publish`): what the
 * publish will check (still approved at its latest save, no clash with the live site, the site's
 * checks), checked early, so a publisher has an hour to act. What it finds is noted on the
 * scheduled publish (shown on the draft, told to the publisher on their next visit, in the audit
 * log); the publish still goes ahead at its time and checks again then.
 */
import { record } from '../auth/audit.ts';
import { draftById } from '../db/drafts.ts';
import { jobById, noteOnJob } from '../db/jobs.ts';
import { checkAgainstMain } from '../server/main-problems.ts';
import type { PublishProblem } from '../server/publish-validation.ts';
import { payloadText, type JobContext, type JobKind } from './job-kind.ts';

/** How long before its time a scheduled publish is checked. */
export const CHECK_BEFORE_MS = 60 * 60_000;

/** What would stop the draft's publish now, in words ([] when nothing). */
async function whatStops(context: JobContext, draftId: string): Promise<string[]> {
  const draft = await draftById(context.db, draftId);
  if (!draft) return ['the draft no longer exists'];
  if (draft.status === 'published') return [];
  if (draft.status !== 'approved') {
    return [`it is ${draft.status.replace('-', ' ')}, no longer approved`];
  }
  const found: string[] = [];
  const detail = await context.workflow.detail(draftId);
  if (detail.main.conflicts.length > 0) {
    found.push(
      `the live site changed the same files (${detail.main.conflicts.join(', ')}): an editor must update the draft`,
    );
  }
  const check = await context.repo.checkDraft<PublishProblem[]>(draft.headCommit, (dir) =>
    checkAgainstMain(dir, context.mainProblems),
  );
  if (check.kind === 'invalid') {
    const first = check.problems[0];
    found.push(
      `it would not pass the site's checks (${check.problems.length}${first ? `, first: ${first.text}` : ''})`,
    );
  }
  return found;
}

export const checkScheduledPublishJob: JobKind = {
  // It reads main as the publish will: not while another publish or a rebuild moves it.
  lane: 'publish',
  async run(job, context) {
    const publishId = Number(payloadText(job, 'publishJob'));
    const publish = await jobById(context.db, publishId);
    if (!publish || publish.state !== 'pending') return;
    const draftId = payloadText(job, 'draftId');
    const found = await whatStops(context, draftId);
    const note = found.length === 0 ? '' : `Checked an hour before: ${found.join('; ')}.`;
    await noteOnJob(context.db, publishId, note);
    if (note === '') return;
    await record(
      context.db,
      {
        actor: { userId: null, email: 'studio:scheduler' },
        action: 'schedule-warning',
        draftId,
        detail: { reason: note, scheduledFor: new Date(publish.dueAt).toISOString() },
      },
      context.clock.now(),
    );
  },
};
