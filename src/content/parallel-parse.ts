/**
 * Parses many YAML texts on all the cores before a validation that needs them all. Parsing is
 * most of the validator's time (yaml reads a few MB a second), and a build validates every file
 * of the site on one thread. Worker threads and this thread take batches of texts from one
 * queue; what a worker parses comes back as plain data (parsed-yaml.ts keeps it, and parses a
 * file again here only if a problem in it needs positions). The validation that follows is
 * unchanged: it finds every text already parsed. Node only (the build and validate CLIs).
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { typeScriptWorker } from './ts-worker.ts';
import {
  holdParsedTexts,
  isParsed,
  parseAhead,
  rememberPlainData,
  type PlainData,
} from './parsed-yaml.ts';

/** Below this many texts a worker's start-up (about a third of a second) costs more than it saves. */
const MIN_TEXTS = 100;
/** Texts per batch: small enough to share the last ones out evenly. */
const BATCH = 16;
/** Batches a worker holds at once, so it never waits for this thread to hand it the next. */
const IN_FLIGHT = 2;
/** Threads at most: each worker costs its start-up and its own heap. */
const MAX_THREADS = 8;

type Reply = (PlainData | null)[];

/** A worker that runs parse-worker.ts. */
const parseWorker = () => typeScriptWorker(join(import.meta.dirname, 'parse-worker.ts'));

/**
 * Runs one worker until the queue is empty. A worker that fails leaves its batches unparsed:
 * the validation then parses them on this thread, with the same result.
 */
function drain(take: () => string[] | undefined, counts: ParseCounts): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = parseWorker();
    } catch {
      // No tsx to load the worker's TypeScript (another runner): this thread parses it all.
      resolve();
      return;
    }
    const sent: string[][] = [];
    const send = () => {
      const batch = take();
      if (!batch) return;
      sent.push(batch);
      worker.postMessage(batch);
    };
    const stop = () => {
      void worker.terminate();
      resolve();
    };
    worker.on('message', (reply: Reply) => {
      const batch = sent.shift()!;
      reply.forEach((parsed, index) => {
        if (parsed) rememberPlainData(batch[index]!, parsed);
      });
      counts.inWorkers += batch.length;
      send();
      if (sent.length === 0) stop();
    });
    worker.once('error', stop);
    worker.once('exit', resolve);
    for (let i = 0; i < IN_FLIGHT; i++) send();
    if (sent.length === 0) stop();
  });
}

/** How many texts each side parsed (the tests check that the workers took a share). */
export interface ParseCounts {
  inWorkers: number;
  here: number;
}

/** Parses every text not parsed yet in this process, on every core; resolves when all are. */
export async function parseInParallel(
  sources: readonly string[],
  threads = availableParallelism(),
): Promise<ParseCounts> {
  const counts: ParseCounts = { inWorkers: 0, here: 0 };
  // The validation that follows reads every one of these parses again.
  holdParsedTexts(sources.length);
  const pending = [...new Set(sources)].filter((source) => !isParsed(source));
  if (threads < 2 || pending.length < MIN_TEXTS) return counts;
  const batches: string[][] = [];
  for (let start = 0; start < pending.length; start += BATCH) {
    batches.push(pending.slice(start, start + BATCH));
  }
  let next = 0;
  const take = () => batches[next++];
  const workers = Array.from({ length: Math.min(threads, MAX_THREADS) - 1 }, () =>
    drain(take, counts),
  );
  // This thread takes batches too, and lets the workers' replies in between them.
  for (let batch = take(); batch; batch = take()) {
    for (const source of batch) parseAhead(source);
    counts.here += batch.length;
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(workers);
  return counts;
}
