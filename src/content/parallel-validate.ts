/**
 * Validates many files on all the cores: after the texts are parsed (parallel-parse.ts) and
 * the project's context is known, each file's own validation (its schema, its pictures, its
 * review, and the positions of its problems, which need the parse again) is most of what is
 * left. Worker threads (validate-worker.ts) and this thread take batches of files from one
 * queue; a worker answers with each file's result, the same as validateSource gives here. The
 * workers load the validator (every schema) while the texts are parsed: `start` them early.
 * Node only (the build).
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { contextSnapshot, type FileToValidate } from './context-snapshot.ts';
import type { ProjectContext } from './context.ts';
import { typeScriptWorker } from './ts-worker.ts';
import { validateSource, type ValidationResult } from './validate.ts';

/** Below this many files, the workers' start-up (loading every schema) costs more than it saves. */
export const MIN_FILES = 100;
const BATCH = 8;
const IN_FLIGHT = 2;
const MAX_THREADS = 8;

export interface ValidationWorkers {
  /**
   * Each file's result, by file, and how many the workers gave (the tests check they took a
   * share); the workers are stopped once all are in.
   */
  validate(
    files: readonly FileToValidate[],
    context: ProjectContext,
  ): Promise<{ results: Map<string, ValidationResult>; inWorkers: number }>;
  stop(): void;
}

/** Starts a worker per other core (none on one core); they load while the caller goes on. */
export function startValidationWorkers(threads = availableParallelism()): ValidationWorkers {
  const workers: Worker[] = [];
  for (let i = 0; i < Math.min(threads, MAX_THREADS) - 1; i++) {
    try {
      workers.push(typeScriptWorker(join(import.meta.dirname, 'validate-worker.ts')));
    } catch {
      // No tsx to load the worker's TypeScript (another runner): this thread validates all.
      break;
    }
  }
  const stop = () => workers.forEach((worker) => void worker.terminate());
  return {
    stop,
    async validate(files, context) {
      const results = new Map<string, ValidationResult>();
      const batches: FileToValidate[][] = [];
      for (let start = 0; start < files.length; start += BATCH) {
        batches.push(files.slice(start, start + BATCH));
      }
      let next = 0;
      const take = () => batches[next++];
      const snapshot = workers.length > 0 ? contextSnapshot(context) : undefined;
      const drained = workers.map((worker) => drain(worker, snapshot, take, results));
      let here = 0;
      // This thread takes batches too, and lets the workers' replies in between them.
      for (let batch = take(); batch; batch = take()) {
        for (const { file, kind, bytes } of batch) {
          results.set(file, validateSource(file, kind, bytes, context));
          here++;
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(drained);
      stop();
      const inWorkers = results.size - here;
      // A worker that failed left its batches: validated here, with the same result.
      for (const { file, kind, bytes } of files) {
        if (!results.has(file)) results.set(file, validateSource(file, kind, bytes, context));
      }
      return { results, inWorkers };
    },
  };
}

/** Feeds one worker batches until the queue is empty or the worker fails. */
function drain(
  worker: Worker,
  snapshot: unknown,
  take: () => FileToValidate[] | undefined,
  results: Map<string, ValidationResult>,
): Promise<void> {
  return new Promise((resolve) => {
    const sent: FileToValidate[][] = [];
    const send = () => {
      const batch = take();
      if (!batch) return;
      sent.push(batch);
      worker.postMessage({ files: batch });
    };
    worker.on('message', (reply: ValidationResult[]) => {
      const batch = sent.shift()!;
      reply.forEach((result, index) => results.set(batch[index]!.file, result));
      send();
      if (sent.length === 0) resolve();
    });
    worker.once('error', () => resolve());
    worker.once('exit', () => resolve());
    worker.postMessage({ context: snapshot });
    for (let i = 0; i < IN_FLIGHT; i++) send();
    if (sent.length === 0) resolve();
  });
}
