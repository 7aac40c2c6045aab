/**
 * The daily rebuild (`daily-rebuild`): at the hour an admin sets (DEFAULT_REBUILD_TIME in the
 * site's zone until then), main's head on the remote is queued for a build and deploy like a
 * publish (commits pushed from outside the studio with it), named
 * "Daily rebuild" in the deploy list. A rebuild builds with that day's date, so a webinar whose
 * date passed leaves the "upcoming" list and the forms' cohorts move on with nobody acting.
 * One is always pending: each run sets the next, and a start sets one if none is.
 */
import type { Client } from '@libsql/client';
import { record, type Actor } from '../auth/audit.ts';
import { finishJob, insertJob, pendingJobsOfKind } from '../db/jobs.ts';
import { readSetting, writeSetting } from '../db/settings.ts';
import type { JobContext, JobKind } from './job-kind.ts';
import { DAILY_REBUILD } from './job-names.ts';
import { isDailyTime, nextDailyRun } from './times.ts';

export const DEFAULT_REBUILD_TIME = '03:00';
/** The name the deploy list shows as who queued it. */
export const DAILY_REBUILD_NAME = 'Daily rebuild';

export async function dailyRebuildTime(db: Client): Promise<string> {
  const kept = await readSetting(db, 'daily-rebuild-time');
  return kept !== null && isDailyTime(kept) ? kept : DEFAULT_REBUILD_TIME;
}

/** The pending rebuild's time, replaced by the next one at the time now set. */
async function scheduleNext(context: JobContext, after: number): Promise<number> {
  const time = await dailyRebuildTime(context.db);
  const dueAt = nextDailyRun(time, await context.siteTimeZone(), after);
  for (const job of await pendingJobsOfKind(context.db, DAILY_REBUILD)) {
    await finishJob(context.db, job.id, { state: 'cancelled' }, context.clock.now());
  }
  await insertJob(context.db, { kind: DAILY_REBUILD, dueAt }, context.clock.now());
  return dueAt;
}

/** An admin's new hour ("HH:MM" in the site's zone): kept, and the next rebuild moved to it. */
export async function setDailyRebuildTime(
  context: JobContext,
  time: string,
  by: Actor,
  ip?: string,
): Promise<number> {
  await writeSetting(context.db, 'daily-rebuild-time', time);
  const next = await scheduleNext(context, context.clock.now());
  await record(
    context.db,
    { actor: by, action: 'daily-rebuild-time', detail: { time }, ip },
    context.clock.now(),
  );
  return next;
}

export async function nextDailyRebuild(db: Client): Promise<number | null> {
  return (await pendingJobsOfKind(db, DAILY_REBUILD))[0]?.dueAt ?? null;
}

export const dailyRebuildJob: JobKind = {
  lane: 'publish',
  async run(_job, { deploys, repo, db, clock, log }) {
    // No target: publishing goes to Git only, and there is nothing to rebuild.
    if (!deploys.configured) return;
    // Main as the remote has it: a commit pushed from outside the studio (a developer's fix,
    // content written in Git) goes live by the next morning too. Offline: main as last fetched.
    const head = await repo.fetchMain().catch((error: Error) => {
      log(
        `studio: the daily rebuild could not fetch main (${error.message}): main as last fetched`,
      );
      return repo.resolveRef(repo.mainBranch);
    });
    if (!head) return;
    const id = await deploys.enqueue(head, {
      userId: null,
      email: 'studio:daily-rebuild',
      name: DAILY_REBUILD_NAME,
    });
    log(`studio: daily rebuild of ${head.slice(0, 12)} queued (deploy ${id})`);
    await record(
      db,
      {
        actor: { userId: null, email: 'studio:daily-rebuild' },
        action: 'daily-rebuild',
        commits: [head],
        detail: { deploy: id },
      },
      clock.now(),
    );
  },

  // The next one, from its own time: a rebuild missed while the studio was down ran once at
  // the start, and the next is the coming day's, not one for each day missed.
  async after(job, context) {
    await scheduleNext(context, Math.max(job.dueAt, context.clock.now()));
  },

  async ensure(context) {
    if ((await pendingJobsOfKind(context.db, DAILY_REBUILD)).length > 0) return;
    await scheduleNext(context, context.clock.now());
  },
};
