/**
 * Validates many files on all the cores (the build's clean validation), in two rounds over the
 * same worker threads (validate-worker.ts):
 *
 * 1. Every text is parsed by a worker, which keeps its whole parse and sends the plain data
 *    here: the project's context (routes, sections, downloads) and the checks across files read
 *    it on this thread.
 * 2. With the context known, each worker validates the files it parsed: a problem is placed from
 *    the parse it kept, never a second parse. A worker with nothing left takes another's files.
 *
 * This thread hands out the work and keeps no document: the workers' heaps hold them, and go
 * with the workers. A worker that fails leaves its files to this thread, with the same results
 * (validateSource is the one validator). Node only.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { contextSnapshot, type FileToValidate } from './context-snapshot.ts';
import type { ProjectContext } from './context.ts';
import { holdParsedTexts, rememberPlainData, type PlainData } from './parsed-yaml.ts';
import { typeScriptWorker } from './ts-worker.ts';
import { validateSource, type ValidationResult } from './validate.ts';

/** Below this many files, the workers' start-up (loading every schema) costs more than it saves. */
export const MIN_FILES = 100;
const PARSE_BATCH = 16;
const VALIDATE_BATCH = 8;
const IN_FLIGHT = 2;
const MAX_THREADS = 8;

export interface ParallelValidation {
  /** Round 1: every text parsed by the workers; this thread keeps their plain data. */
  parse(sources: readonly string[]): Promise<void>;
  /**
   * Round 2: each file's result, by file, and how many the workers gave (the tests check they
   * took a share). The workers are stopped once all are in.
   */
  validate(
    files: readonly (FileToValidate & { source: string })[],
    context: ProjectContext,
  ): Promise<{ results: Map<string, ValidationResult>; inWorkers: number }>;
  stop(): void;
}

interface PoolWorker {
  worker: Worker;
  alive: boolean;
  /** The texts this worker parsed and keeps. */
  parsed: Set<string>;
  /** Replies wait in order: each resolves the oldest request. */
  waiting: ((reply: unknown) => void)[];
}

/** Starts a worker per core (none on one core): they load while the caller lists the files. */
export function startParallelValidation(threads = availableParallelism()): ParallelValidation {
  const pool: PoolWorker[] = [];
  if (threads >= 2) {
    for (let i = 0; i < Math.min(threads, MAX_THREADS); i++) {
      let worker: Worker;
      try {
        worker = typeScriptWorker(join(import.meta.dirname, 'validate-worker.ts'));
      } catch {
        // No tsx to load the worker's TypeScript (another runner): this thread does it all.
        break;
      }
      const member: PoolWorker = { worker, alive: true, parsed: new Set(), waiting: [] };
      const fail = () => {
        member.alive = false;
        // Its pending requests come back empty: this thread does that work.
        member.waiting.splice(0).forEach((resolve) => resolve(null));
      };
      worker.on('message', (reply: unknown) => member.waiting.shift()?.(reply));
      worker.once('error', fail);
      worker.once('exit', fail);
      pool.push(member);
    }
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
    next: (member: PoolWorker) => T[] | undefined,
    message: (batch: T[]) => unknown,
    done: (batch: T[], reply: R[] | null) => void,
  ) {
    const lane = async () => {
      for (let batch = next(member); batch; batch = next(member)) {
        done(batch, await ask<R[]>(member, message(batch)));
        if (!member.alive) return;
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  }

  return {
    stop,
    async parse(sources) {
      holdParsedTexts(sources.length);
      if (pool.length === 0) return;
      const pending = [...new Set(sources)];
      let start = 0;
      const next = () => {
        if (start >= pending.length) return undefined;
        const batch = pending.slice(start, start + PARSE_BATCH);
        start += PARSE_BATCH;
        return batch;
      };
      await Promise.all(
        pool.map((member) =>
          feed<string, PlainData | null>(
            member,
            next,
            (batch) => ({ parse: batch }),
            (batch, reply) => {
              if (!reply) return;
              batch.forEach((source, index) => {
                member.parsed.add(source);
                const plain = reply[index];
                // A text with a problem is parsed here when it is read: its problems need it.
                if (plain) rememberPlainData(source, plain);
              });
            },
          ),
        ),
      );
    },
    async validate(files, context) {
      const results = new Map<string, ValidationResult>();
      const live = pool.filter((member) => member.alive);
      if (live.length > 0) {
        const snapshot = contextSnapshot(context);
        live.forEach((member) => member.worker.postMessage({ context: snapshot }));
        // Each file to the worker that parsed its text, the others shared out in turn.
        const queues = new Map(live.map((member) => [member, [] as FileToValidate[]]));
        files.forEach(({ file, kind, bytes, source }, index) => {
          const owner =
            live.find((member) => member.parsed.has(source)) ?? live[index % live.length]!;
          queues.get(owner)!.push({ file, kind, bytes });
        });
        const next = (member: PoolWorker) => {
          const own = queues.get(member)!;
          // Nothing left of its own: the longest other queue's last files (parsed again).
          const queue =
            own.length > 0 ? own : [...queues.values()].sort((a, b) => b.length - a.length)[0]!;
          if (queue.length === 0) return undefined;
          return own.length > 0 ? queue.splice(0, VALIDATE_BATCH) : queue.splice(-VALIDATE_BATCH);
        };
        await Promise.all(
          live.map((member) =>
            feed<FileToValidate, ValidationResult>(
              member,
              next,
              (batch) => ({ validate: batch }),
              (batch, reply) =>
                reply?.forEach((result, index) => results.set(batch[index]!.file, result)),
            ),
          ),
        );
      }
      stop();
      const inWorkers = results.size;
      // No worker, or one failed: the rest here.
      for (const { file, kind, bytes } of files) {
        if (!results.has(file)) results.set(file, validateSource(file, kind, bytes, context));
      }
      return { results, inWorkers };
    },
  };
}
