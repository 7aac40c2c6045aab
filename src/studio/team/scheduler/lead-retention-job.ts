/**
 * The leads' retention (`lead-retention`): every day at 04:00 in the site's zone (after the
 * daily rebuild's default hour), the leads received more than `--lead-retention-days` ago
 * (365 by default) are deleted, gone from the file as well (db/lead-erasure.ts), and the audit
 * log records how many, every day, 0 included: the record shows the rule was applied.
 * One is always pending, as for the daily rebuild: each run sets the next, a start sets one.
 */
import { record } from '../auth/audit.ts';
import { deleteLeadsReceivedBefore, scrubDeleted } from '../db/lead-erasure.ts';
import { insertJob, pendingJobsOfKind } from '../db/jobs.ts';
import type { JobContext, JobKind } from './job-kind.ts';
import { LEAD_RETENTION } from './job-names.ts';
import { nextDailyRun } from './times.ts';

export const DEFAULT_LEAD_RETENTION_DAYS = 365;
const RETENTION_TIME = '04:00';
const DAY_MS = 86_400_000;

async function scheduleNext(context: JobContext, after: number): Promise<void> {
  const dueAt = nextDailyRun(RETENTION_TIME, await context.siteTimeZone(), after);
  await insertJob(context.db, { kind: LEAD_RETENTION, dueAt }, context.clock.now());
}

export const leadRetentionJob: JobKind = {
  // Neither main nor the live site nor the mail server: a hung mail server or a long rebuild
  // must not hold it up, and a lead notice composed meanwhile finds the lead or not, as it
  // would beside a person deleting a lead in the studio.
  lane: 'housekeeping',
  async run(_job, { db, clock, leadRetentionDays, log }) {
    const days = leadRetentionDays ?? DEFAULT_LEAD_RETENTION_DAYS;
    const now = clock.now();
    const before = now - days * DAY_MS;
    const count = await deleteLeadsReceivedBefore(db, before);
    if (count > 0) {
      await scrubDeleted(db);
      log(`studio: deleted ${count} lead${count === 1 ? '' : 's'} older than ${days} days`);
    }
    await record(
      db,
      {
        actor: { userId: null, email: 'studio:lead-retention' },
        action: 'lead-retention',
        detail: { count, days, receivedBefore: new Date(before).toISOString() },
      },
      now,
    );
  },

  // The next one, from its own time: days missed while the studio was down make one run.
  async after(job, context) {
    await scheduleNext(context, Math.max(job.dueAt, context.clock.now()));
  },

  async ensure(context) {
    if ((await pendingJobsOfKind(context.db, LEAD_RETENTION)).length > 0) return;
    await scheduleNext(context, context.clock.now());
  },
};
