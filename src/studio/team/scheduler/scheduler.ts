/**
 * The studio's one scheduler: every piece of timed work is a row of the jobs table
 * (db/jobs.ts) with a kind from the one registry (job-kinds.ts) and a time it is due. A tick
 * (every second, and at once when a job is added or the test clock moves) runs what is due on
 * the clock it is given, oldest first, one job at a time in each lane (the kind's `lane`,
 * job-kind.ts): the lanes run side by side, so a mail server that does not answer never holds up
 * a scheduled publish, nor a long publish the e-mail. Jobs that fell due while the studio was
 * down are due at its start, and run then. A job the studio stopped during (found `running`,
 * one per lane at most) runs again, up to MAX_ATTEMPTS, and then fails saying why. A job that
 * fails records why.
 */
import type { Client } from '@libsql/client';
import {
  claimJob,
  dueJobs,
  finishJob,
  recoverInterruptedJobs,
  type JobRow,
  type KindsOf,
} from '../db/jobs.ts';
import { JobFailure, type JobContext, type JobKind } from './job-kind.ts';

/** A job cut short by a stop (a crash) this many times is not tried again. */
export const MAX_ATTEMPTS = 3;

export interface SchedulerOptions {
  db: Client;
  kinds: Readonly<Record<string, JobKind>>;
  context: JobContext;
  /** How often it looks for due jobs; a job goes off at most this late (plus its own work). */
  tickMs?: number;
  log?: (line: string) => void;
}

export type Scheduler = ReturnType<typeof createScheduler>;

const wordsOf = (error: unknown) =>
  error instanceof JobFailure
    ? error.message
    : `it stopped: ${error instanceof Error ? error.message : String(error)}`;

/** The jobs one lane runs one at a time, and whether it is running them. */
interface Lane {
  kinds: KindsOf;
  running: Promise<void> | null;
  /** Woken while running: it looks again before it rests. */
  wanted: boolean;
}

/** A lane for each lane the kinds name, and one where a job of a kind no longer known fails. */
function lanesOf(kinds: Readonly<Record<string, JobKind>>): Lane[] {
  const kindsByLane = new Map<string, string[]>();
  for (const [name, kind] of Object.entries(kinds)) {
    kindsByLane.set(kind.lane, [...(kindsByLane.get(kind.lane) ?? []), name]);
  }
  const lane = (of: KindsOf): Lane => ({ kinds: of, running: null, wanted: false });
  return [
    ...[...kindsByLane.values()].map((among) => lane({ among })),
    lane({ except: Object.keys(kinds) }),
  ];
}

export function createScheduler({ db, kinds, context, tickMs = 1000, log }: SchedulerOptions) {
  const say = log ?? (() => undefined);
  const lanes = lanesOf(kinds);
  let stopped = false;
  let ticker: ReturnType<typeof setInterval> | null = null;

  async function runOne(job: JobRow) {
    if (!(await claimJob(db, job.id))) return;
    const kind = Object.hasOwn(kinds, job.kind) ? kinds[job.kind] : undefined;
    const claimed = { ...job, state: 'running' as const, attempts: job.attempts + 1 };
    let end: { state: 'done' } | { state: 'failed'; error: string } = { state: 'done' };
    if (!kind) {
      end = { state: 'failed', error: `this studio knows no job of the kind “${job.kind}”` };
    } else {
      try {
        await kind.run(claimed, context);
      } catch (error) {
        end = { state: 'failed', error: wordsOf(error) };
      }
    }
    await finishJob(db, job.id, end, context.clock.now());
    if (end.state === 'failed') say(`studio: job ${job.id} (${job.kind}) failed: ${end.error}`);
    await kind?.after?.({ ...claimed, ...end }, context).catch((error: unknown) => {
      say(`studio: after job ${job.id} (${job.kind}): ${wordsOf(error)}`);
    });
  }

  async function runDue(lane: Lane) {
    do {
      lane.wanted = false;
      for (;;) {
        if (stopped) return;
        const [job] = await dueJobs(db, context.clock.now(), lane.kinds, 1);
        if (!job) break;
        await runOne(job);
      }
    } while (lane.wanted && !stopped);
  }

  function wakeLane(lane: Lane) {
    if (lane.running) {
      lane.wanted = true;
      return;
    }
    lane.running = runDue(lane)
      .catch((error: unknown) => say(`studio: the scheduler stopped a round: ${wordsOf(error)}`))
      .finally(() => {
        lane.running = null;
      });
  }

  /** Looks for due jobs now, in every lane (a tick, a new job, the test clock moved). */
  function wake() {
    if (stopped) return;
    for (const lane of lanes) wakeLane(lane);
  }

  const running = () => lanes.flatMap((lane) => (lane.running ? [lane.running] : []));

  return {
    /** What each job is run with. */
    context,
    /** Recovers what a stop cut short, lets each kind set itself up, then runs what is due. */
    async start() {
      const { again, given } = await recoverInterruptedJobs(db, MAX_ATTEMPTS, context.clock.now());
      for (const job of again)
        say(`studio: job ${job.id} (${job.kind}) was cut short: it runs again`);
      for (const job of given)
        say(`studio: job ${job.id} (${job.kind}) was cut short too often: failed`);
      for (const kind of Object.values(kinds)) await kind.ensure?.(context);
      wake();
      ticker = setInterval(wake, tickMs);
      // The ticker never keeps the process alive on its own.
      ticker.unref();
    },
    wake,
    /** Resolves once no job is running, in any lane. */
    async idle() {
      for (let now = running(); now.length > 0; now = running()) await Promise.all(now);
    },
    async stop() {
      stopped = true;
      if (ticker) clearInterval(ticker);
      await Promise.all(running());
    },
  };
}
