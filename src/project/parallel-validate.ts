/**
 * Validates many files (the build's clean validation), on every core where there are more than
 * two. The worker threads (validate-worker.ts) load the validator while this thread reads the
 * files and works out the project's context (routes, sections, downloads: a quick parse of
 * every file, fast-yaml.ts); then the workers and this thread validate the files, each taking
 * batches from one queue. A problem is placed from that thread's own parse of the file.
 *
 * This thread gives way between its batches, so other work of the process goes on beside it
 * (the build compiles its server bundle meanwhile). On two cores it has no workers: each one
 * costs about half a second of CPU to load the validator and parses its files again, and the
 * build measured no faster with them, only busier (docs/quality.md).
 *
 * A worker that fails leaves its files to this thread, with the same results (validateSource
 * is the one validator). Node only.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import {
  contextSnapshot,
  type ContextSnapshot,
  type FileToHandOver,
  type FileToValidate,
} from '../content/context-snapshot.ts';
import type { ProjectContext } from '../content/context.ts';
import { parseToHand } from '../content/parsed-yaml.ts';
import { typeScriptWorker } from '../content/ts-worker.ts';
import { validateWithReads, type ResultWithReads } from './validate-with-reads.ts';

/** Below this many files, the workers' start-up (loading every schema) costs more than it saves. */
export const MIN_FILES = 100;
const VALIDATE_BATCH = 8;
const IN_FLIGHT = 2;
const MAX_THREADS = 8;

export interface ParallelValidation {
  /**
   * Each file's result and what it read of the context (the build cache keeps both), by file,
   * and how many the workers gave (the tests check they took a share). The workers are stopped
   * once all are in.
   */
  validate(
    files: readonly FileToValidate[],
    context: ProjectContext,
    /**
     * When another core is free (the build's bundles are compiled): below MIN_CORES, a worker
     * then starts and takes what is left beside this thread.
     */
    coreFree?: Promise<unknown>,
  ): Promise<{ results: Map<string, ResultWithReads>; inWorkers: number }>;
  stop(): void;
}

/**
 * A file as a worker is sent it: with this thread's parse of its text when there is one (the
 * build parsed every file for the context), so the worker does not read the text again.
 */
const handedOver = ({ file, kind, bytes, source }: FileToValidate): FileToHandOver => ({
  file,
  kind,
  bytes,
  parse: source === undefined ? undefined : parseToHand(source),
});

interface PoolWorker {
  worker: Worker;
  alive: boolean;
  /** Replies wait in order: each resolves the oldest request. */
  waiting: ((reply: unknown) => void)[];
}

/** Cores from which workers help (this thread is one of the lanes). */
export const MIN_CORES = 3;

/** A late worker starts only for this many files left: fewer are done before it has loaded. */
const LATE_WORKER_FILES = 200;

/**
 * Starts a worker per core but this thread's, from MIN_CORES cores: they load while the caller
 * lists the files.
 */
export function startParallelValidation(threads = availableParallelism()): ParallelValidation {
  const pool: PoolWorker[] = [];
  /** A worker in the pool, or undefined when none can start (another runner, no tsx). */
  const addWorker = () => {
    let worker: Worker;
    try {
      worker = typeScriptWorker(join(import.meta.dirname, 'validate-worker.ts'));
    } catch {
      return undefined;
    }
    const member: PoolWorker = { worker, alive: true, waiting: [] };
    const fail = () => {
      member.alive = false;
      // Its pending requests come back empty: this thread does that work.
      member.waiting.splice(0).forEach((resolve) => resolve(null));
    };
    worker.on('message', (reply: unknown) => member.waiting.shift()?.(reply));
    worker.once('error', fail);
    worker.once('exit', fail);
    pool.push(member);
    return member;
  };
  if (threads >= MIN_CORES) {
    for (let i = 0; i < Math.min(threads - 1, MAX_THREADS); i++) if (!addWorker()) break;
  }
  const ask = <T>(member: PoolWorker, message: unknown) =>
    new Promise<T | null>((resolve) => {
      if (!member.alive) return resolve(null);
      member.waiting.push(resolve as (reply: unknown) => void);
      member.worker.postMessage(message);
    });
  const stop = () => pool.forEach((member) => void member.worker.terminate());

  /** Each worker takes batches from `next` until it gives none, IN_FLIGHT at a time. */
  async function feed<T, R>(
    member: PoolWorker,
    next: () => T[] | undefined,
    message: (batch: T[]) => unknown,
    done: (batch: T[], reply: R[] | null) => void,
  ) {
    const lane = async () => {
      for (let batch = next(); batch; batch = next()) {
        done(batch, await ask<R[]>(member, message(batch)));
        if (!member.alive) return;
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  }

  return {
    stop,
    async validate(files, context, coreFree) {
      const results = new Map<string, ResultWithReads>();
      const validateHere = ({ file, kind, bytes }: FileToValidate) =>
        results.set(file, validateWithReads(file, kind, bytes, context));
      let inWorkers = 0;
      const live = pool.filter((member) => member.alive);
      let snapshot: ContextSnapshot | undefined;
      const snapshotOf = () => (snapshot ??= contextSnapshot(context));
      const queue = [...files];
      const next = () => (queue.length > 0 ? queue.splice(0, VALIDATE_BATCH) : undefined);
      // This thread takes batches too, between handing them out, and gives way after each.
      const here = async () => {
        for (let batch = next(); batch; batch = next()) {
          batch.forEach(validateHere);
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      // A worker started with the pool loaded while the files were read: it takes batches at
      // once (its answer that it is ready comes first). One that joins late takes them once it
      // is ready: until then this thread could do them.
      const fed = async (member: PoolWorker, joinsLate?: () => void) => {
        const ready = ask(member, { context: snapshotOf() });
        if (joinsLate) {
          if ((await ready) === null) return;
          joinsLate();
        }
        await feed<FileToValidate, ResultWithReads>(
          member,
          next,
          (batch) => ({ validate: batch.map(handedOver) }),
          (batch, reply) =>
            reply?.forEach((result, index) => {
              results.set(batch[index]!.file, result);
              inWorkers++;
            }),
        );
      };
      // Below MIN_CORES, one worker joins once a core is free, if much is left: it loads the
      // validator and parses its files again, which only a core otherwise idle pays for.
      let late: { member: PoolWorker; taking: boolean; done: Promise<void> } | undefined;
      let finished = false;
      void coreFree?.then(() => {
        if (finished || live.length > 0 || queue.length < LATE_WORKER_FILES) return;
        const member = addWorker();
        if (!member) return;
        const joined = { member, taking: false, done: Promise.resolve() };
        joined.done = fed(member, () => (joined.taking = true));
        late = joined;
      });
      await Promise.all([here(), ...live.map((member) => fed(member))]);
      finished = true;
      // Still loading when this thread is done: not waited for. Else its last batches are.
      if (late && !late.taking) void late.member.worker.terminate();
      await late?.done;
      stop();
      // No worker, or one failed: the rest here.
      for (const file of files) if (!results.has(file.file)) validateHere(file);
      return { results, inWorkers };
    },
  };
}
