/**
 * The scheduler over a real database: what fell due while the studio was down runs at its
 * start, a job that fails records why, a job a stop cut short runs again (and, cut short too
 * often, fails saying so), a kind no longer known fails by name, and a job not yet due waits
 * for the clock. The lanes: a job that never ends holds up the jobs of its own lane only, so
 * a hung e-mail never holds back a due publish, nor a hung publish the e-mail, and the registry
 * puts every kind that touches main and the live site in one lane.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type StudioDatabase } from '../../../../../src/studio/team/db/open.ts';
import { insertJob, jobById, claimJob } from '../../../../../src/studio/team/db/jobs.ts';
import type { JobContext, JobKind } from '../../../../../src/studio/team/scheduler/job-kind.ts';
import { JobFailure } from '../../../../../src/studio/team/scheduler/job-kind.ts';
import {
  createScheduler,
  MAX_ATTEMPTS,
} from '../../../../../src/studio/team/scheduler/scheduler.ts';
import { settableClock } from '../../../../../src/studio/team/scheduler/clock.ts';
import { JOB_KINDS } from '../../../../../src/studio/team/scheduler/job-kinds.ts';
import {
  CHECK_SCHEDULED_PUBLISH,
  DAILY_REBUILD,
  LEAD_RETENTION,
  MAIL_KINDS,
  PUBLISH_DRAFT,
} from '../../../../../src/studio/team/scheduler/job-names.ts';
import { tempDataDir } from '../auth/support.ts';

const START = Date.parse('2026-12-01T09:00:00Z');
let data: ReturnType<typeof tempDataDir>;
let database: StudioDatabase;
beforeEach(async () => {
  data = tempDataDir();
  database = await openDatabase(data.dir);
});
afterEach(() => {
  database.close();
  data.remove();
});

/** Kinds that note what ran, and one that always fails. */
function testKinds(ran: string[]): Record<string, JobKind> {
  return {
    note: {
      lane: 'publish',
      async run(job) {
        ran.push(String(job.payload.name));
      },
    },
    broken: {
      lane: 'publish',
      async run() {
        throw new JobFailure('the thing it needs is gone');
      },
    },
  };
}

function scheduler(kinds: Record<string, JobKind>, clock = settableClock(START)) {
  // The test kinds use only the clock and the database of the context.
  const context = { db: database.client, clock, log: () => undefined } as unknown as JobContext;
  return { clock, scheduler: createScheduler({ db: database.client, kinds, context, tickMs: 20 }) };
}

describe('the scheduler', () => {
  it('runs at start what fell due while it was down, and waits for what is not due', async () => {
    const ran: string[] = [];
    const db = database.client;
    await insertJob(db, { kind: 'note', dueAt: START - 3_600_000, payload: { name: 'missed' } }, 0);
    const later = await insertJob(
      db,
      { kind: 'note', dueAt: START + 60_000, payload: { name: 'later' } },
      0,
    );
    const { clock, scheduler: running } = scheduler(testKinds(ran));
    await running.start();
    await running.idle();
    expect(ran).toEqual(['missed']);
    expect((await jobById(db, later))!.state).toBe('pending');
    clock.set!(START + 61_000);
    running.wake();
    await running.idle();
    expect(ran).toEqual(['missed', 'later']);
    expect((await jobById(db, later))!.state).toBe('done');
    await running.stop();
  });

  it('records why a job failed, and a kind it does not know by name', async () => {
    const db = database.client;
    const broken = await insertJob(db, { kind: 'broken', dueAt: START }, 0);
    const unknown = await insertJob(db, { kind: 'retired-kind', dueAt: START }, 0);
    const { scheduler: running } = scheduler(testKinds([]));
    await running.start();
    await running.idle();
    await running.stop();
    expect(await jobById(db, broken)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'the thing it needs is gone',
    });
    expect((await jobById(db, unknown))!.lastError).toBe(
      'this studio knows no job of the kind “retired-kind”',
    );
  });

  it('runs again a job the studio stopped during, and fails one cut short too often', async () => {
    const ran: string[] = [];
    const db = database.client;
    const once = await insertJob(db, { kind: 'note', dueAt: START, payload: { name: 'once' } }, 0);
    const often = await insertJob(
      db,
      { kind: 'note', dueAt: START, payload: { name: 'often' } },
      0,
    );
    // Taken as a run would take them, then the process died: both left `running`.
    await claimJob(db, once);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      await claimJob(db, often);
      if (attempt < MAX_ATTEMPTS - 1) {
        await db.execute({ sql: "UPDATE jobs SET state = 'pending' WHERE id = ?", args: [often] });
      }
    }
    const { scheduler: running } = scheduler(testKinds(ran));
    await running.start();
    await running.idle();
    await running.stop();
    expect(ran).toEqual(['once']);
    expect(await jobById(db, once)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await jobById(db, often)).toMatchObject({
      state: 'failed',
      lastError: `the studio stopped during each of its ${MAX_ATTEMPTS} attempts, so it was not tried again`,
    });
  });

  it('goes off by itself on its tick once the clock reaches a job', async () => {
    const ran: string[] = [];
    const db = database.client;
    await insertJob(db, { kind: 'note', dueAt: START + 200, payload: { name: 'soon' } }, 0);
    const { scheduler: running } = scheduler(testKinds(ran));
    await running.start();
    for (let waited = 0; ran.length === 0 && waited < 3000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await running.stop();
    expect(ran).toEqual(['soon']);
  });
});

/** A kind whose jobs run until the test lets them end; `started` resolves as one begins. */
function hangingKind(lane: JobKind['lane']) {
  let begin: () => void = () => undefined;
  let end: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (begin = resolve));
  const ended = new Promise<void>((resolve) => (end = resolve));
  const kind: JobKind = {
    lane,
    async run() {
      begin();
      await ended;
    },
  };
  return { kind, started, release: end };
}

/** A kind whose job resolves `ran` with its name; so the test waits for it without polling. */
function signallingKind(lane: JobKind['lane']) {
  let ran: (name: string) => void = () => undefined;
  const done = new Promise<string>((resolve) => (ran = resolve));
  const kind: JobKind = {
    lane,
    async run(job) {
      ran(String(job.payload.name));
    },
  };
  return { kind, done };
}

/** `promise`'s value, or 'still waiting' after a while: a test that fails says so, not hangs. */
const within = <T>(promise: Promise<T>, ms = 3000) =>
  Promise.race([promise, new Promise<string>((r) => setTimeout(() => r('still waiting'), ms))]);

describe('the scheduler’s lanes', () => {
  it.each([
    ['an e-mail that never ends does not hold back a due publish', 'mail', 'publish'],
    ['a publish that never ends does not hold back a due e-mail', 'publish', 'mail'],
  ] as const)('%s', async (_name, hungLane, dueLane) => {
    const db = database.client;
    const hung = hangingKind(hungLane);
    const due = signallingKind(dueLane);
    const hungJob = await insertJob(db, { kind: 'hung', dueAt: START }, 0);
    const dueJob = await insertJob(
      db,
      { kind: 'due', dueAt: START + 60_000, payload: { name: 'on time' } },
      0,
    );
    const { clock, scheduler: running } = scheduler({ hung: hung.kind, due: due.kind });
    await running.start();
    await hung.started;
    // The clock reaches the second job while the first still runs.
    clock.set!(START + 61_000);
    running.wake();
    expect(await within(due.done)).toBe('on time');
    expect((await jobById(db, hungJob))!.state).toBe('running');
    hung.release();
    await running.idle();
    await running.stop();
    expect((await jobById(db, hungJob))!.state).toBe('done');
    expect((await jobById(db, dueJob))!.state).toBe('done');
  });

  it('runs the jobs of one lane one at a time', async () => {
    const db = database.client;
    const hung = hangingKind('publish');
    const next = signallingKind('publish');
    await insertJob(db, { kind: 'hung', dueAt: START }, 0);
    const nextJob = await insertJob(
      db,
      { kind: 'next', dueAt: START, payload: { name: 'after it' } },
      0,
    );
    const { scheduler: running } = scheduler({ hung: hung.kind, next: next.kind });
    await running.start();
    await hung.started;
    running.wake();
    expect(await within(next.done, 300)).toBe('still waiting');
    expect((await jobById(db, nextJob))!.state).toBe('pending');
    hung.release();
    expect(await within(next.done)).toBe('after it');
    await running.stop();
  });

  it('puts the work on main and the live site in one lane, the e-mail in another', () => {
    const laneOf = (name: string) => JOB_KINDS[name]!.lane;
    for (const name of [PUBLISH_DRAFT, CHECK_SCHEDULED_PUBLISH, DAILY_REBUILD]) {
      expect(laneOf(name), name).toBe('publish');
    }
    for (const name of MAIL_KINDS) expect(laneOf(name), name).toBe('mail');
    expect(laneOf(LEAD_RETENTION)).toBe('housekeeping');
  });
});
