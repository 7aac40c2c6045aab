/**
 * The endpoints of timed work (scheduler/): a draft's scheduled publish (`drafts/<id>/schedule`:
 * read by anyone signed in, set and cancelled by those the role table lets schedule), the
 * notices of what someone scheduled that failed (`schedule/notices`, their own), and the daily
 * rebuild's hour (`schedule/daily-rebuild`: read by all, set by admins). Roles: roles.ts.
 */
import type { SignedIn } from '../auth/team-auth.ts';
import { HttpError, requireString } from '../../server/http-json.ts';
import {
  dailyRebuildTime,
  nextDailyRebuild,
  setDailyRebuildTime,
} from '../scheduler/daily-rebuild-job.ts';
import {
  cancelSchedule,
  draftSchedule,
  markNoticesSeen,
  scheduleDraft,
  scheduleNotices,
} from '../scheduler/draft-schedule.ts';
import type { JobContext } from '../scheduler/job-kind.ts';
import type { Scheduler } from '../scheduler/scheduler.ts';
import { isDailyTime } from '../scheduler/times.ts';
import { dateIn } from '../../../content/time-zone.ts';
import { actorOf } from '../auth/team-auth.ts';
import { requireAllowed } from './team-guard.ts';

export interface Schedules {
  jobs: JobContext;
  scheduler: Scheduler;
}

export interface ScheduleCall {
  schedules: Schedules;
  signedIn: SignedIn;
  method: string;
  /** The endpoint's parts: `drafts/<id>/schedule…` or `schedule/…`. */
  parts: string[];
  body: () => Promise<Record<string, unknown>>;
  ip: string | undefined;
}

type Answer = { status: number; body: unknown } | undefined;

export function isScheduleEndpoint(parts: readonly string[]): boolean {
  return parts[0] === 'schedule' || (parts[0] === 'drafts' && parts[2] === 'schedule');
}

async function draftEndpoint(call: ScheduleCall, id: string): Promise<Answer> {
  const { schedules, signedIn, method, ip } = call;
  const { jobs, scheduler } = schedules;
  if (method === 'GET') {
    requireAllowed(signedIn, 'files.read');
    const timeZone = await jobs.siteTimeZone();
    return {
      status: 200,
      body: {
        schedule: await draftSchedule(jobs, id),
        timeZone,
        // The studio's today (its clock's), the earliest day a schedule may take.
        today: dateIn(new Date(jobs.clock.now()), timeZone),
      },
    };
  }
  if (method === 'PUT') {
    requireAllowed(signedIn, 'draft.schedule');
    const given = await call.body();
    const when = { date: requireString(given, 'date'), time: requireString(given, 'time') };
    // Under the draft's lock: no save lands between the approval's check and the schedule.
    const schedule = await jobs.workflow.exclusive(id, () =>
      scheduleDraft(jobs, id, when, signedIn.user, ip),
    );
    scheduler.wake();
    return { status: 200, body: { schedule } };
  }
  if (method === 'DELETE') {
    requireAllowed(signedIn, 'draft.schedule');
    const cancelled = await jobs.workflow.exclusive(id, () =>
      cancelSchedule(jobs, id, signedIn.user, ip),
    );
    return { status: 200, body: { cancelled } };
  }
  return undefined;
}

async function siteEndpoint(call: ScheduleCall): Promise<Answer> {
  const { schedules, signedIn, method, parts, ip } = call;
  const { jobs } = schedules;
  const route = `${method} ${parts.slice(1).join('/')}`;
  switch (route) {
    case 'GET notices':
      requireAllowed(signedIn, 'files.read');
      return { status: 200, body: { notices: await scheduleNotices(jobs, signedIn.user) } };
    case 'POST notices/seen': {
      requireAllowed(signedIn, 'files.read');
      const ids = (await call.body()).ids;
      if (!Array.isArray(ids) || !ids.every((id) => Number.isSafeInteger(id))) {
        throw new HttpError(400, 'bad-request', '"ids" must be a list of whole numbers');
      }
      await markNoticesSeen(jobs, signedIn.user, ids as number[]);
      return { status: 200, body: { seen: ids.length } };
    }
    case 'GET daily-rebuild':
      requireAllowed(signedIn, 'deploys.read');
      return { status: 200, body: await dailyRebuildView(jobs) };
    case 'PUT daily-rebuild': {
      requireAllowed(signedIn, 'site.rebuild-time');
      const time = requireString(await call.body(), 'time');
      if (!isDailyTime(time)) {
        throw new HttpError(400, 'bad-time', '"time" must be a time of day such as 03:00');
      }
      await setDailyRebuildTime(jobs, time, actorOf(signedIn.user), ip);
      schedules.scheduler.wake();
      return { status: 200, body: await dailyRebuildView(jobs) };
    }
  }
  return undefined;
}

export interface DailyRebuildView {
  time: string;
  timeZone: string;
  /** The next rebuild (ISO), or null. */
  next: string | null;
}

async function dailyRebuildView(jobs: JobContext): Promise<DailyRebuildView> {
  const next = await nextDailyRebuild(jobs.db);
  return {
    time: await dailyRebuildTime(jobs.db),
    timeZone: await jobs.siteTimeZone(),
    next: next === null ? null : new Date(next).toISOString(),
  };
}

/** The answer, or undefined when no endpoint here matches. */
export function scheduleRequest(call: ScheduleCall): Promise<Answer> {
  const { parts } = call;
  if (parts[0] === 'drafts' && parts[1] !== undefined && parts.length === 3) {
    return draftEndpoint(call, parts[1]);
  }
  return parts[0] === 'schedule' ? siteEndpoint(call) : Promise.resolve(undefined);
}
