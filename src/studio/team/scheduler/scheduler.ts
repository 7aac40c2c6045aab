/**
 * The studio's one scheduler: every piece of timed work is a row of the jobs table
 * (db/jobs.ts) with a kind from the one registry (job-kinds.ts) and a time it is due. A tick
 * (every second, and at once when a job is added or the test clock moves) runs what is due on
 * the clock it is given, one job at a time, oldest first. Jobs that fell due while the studio
 * was down are due at its start, and run then. A job the studio stopped during (found `running`)
 * runs again, up to MAX_ATTEMPTS, and then fails saying why. A job that fails records why.
 */
import type { Client } from '@libsql/client';
import { claimJob, dueJobs, finishJob, recoverInterruptedJobs, type JobRow } from '../db/jobs.ts';
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

export function createScheduler({ db, kinds, context, tickMs = 1000, log }: SchedulerOptions) {
  const say = log ?? (() => undefined);
  let running: Promise<void> | null = null;
  let wanted = false;
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

  async function runDue() {
    do {
      wanted = false;
      for (;;) {
        if (stopped) return;
        const [job] = await dueJobs(db, context.clock.now(), 1);
        if (!job) break;
        await runOne(job);
      }
    } while (wanted && !stopped);
  }

  /** Looks for due jobs now (a tick, a new job, the test clock moved). */
  function wake() {
    if (stopped) return;
    if (running) {
      wanted = true;
      return;
    }
    running = runDue()
      .catch((error: unknown) => say(`studio: the scheduler stopped a round: ${wordsOf(error)}`))
      .finally(() => {
        running = null;
      });
  }

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
    /** Resolves once no job is running. */
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (ticker) clearInterval(ticker);
      await running;
    },
  };
}
