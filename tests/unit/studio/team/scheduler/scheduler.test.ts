/**
 * The scheduler over a real database: what fell due while the studio was down runs at its
 * start, a job that fails records why, a job a stop cut short runs again (and, cut short too
 * often, fails saying so), a kind no longer known fails by name, and a job not yet due waits
 * for the clock.
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
      async run(job) {
        ran.push(String(job.payload.name));
      },
    },
    broken: {
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
