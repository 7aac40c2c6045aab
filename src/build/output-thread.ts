/**
 * Folders and new files of a fresh dist/ made on a thread of their own, one after another, while
 * the build's thread goes on: the page folders the prerender's workers write into, the
 * downloads' data files. A thousand of either took the build's thread (or each worker) about a
 * third of a second of system time, most of it in a folder shared with another thread: two
 * threads adding entries to one folder spin on its lock (measured with the thread pool's
 * promises: 1.02x slower than on one thread, 1.10x the system time). Each request is done in
 * the order given; a file already there is replaced (it may be a link into the build cache,
 * never written through).
 */
import { Worker } from 'node:worker_threads';

/** Plain JavaScript: it runs before any TypeScript loader, under every runner. */
const THREAD = `
const { parentPort } = require('node:worker_threads');
const { mkdirSync, unlinkSync, writeFileSync } = require('node:fs');
const created = { flag: 'wx', encoding: 'utf8' };
parentPort.on('message', ({ id, folders, files }) => {
  try {
    for (const folder of folders) mkdirSync(folder, { recursive: true });
    for (const [path, text] of files) {
      try {
        writeFileSync(path, text, created);
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
        unlinkSync(path);
        writeFileSync(path, text, created);
      }
    }
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: error.message });
  }
});
`;

export interface OutputThread {
  /** Makes the folders (with their parents), then writes the files; settles when all are. */
  make(request: { folders?: string[]; files?: [path: string, text: string][] }): Promise<void>;
  /** Stops the thread once every request has settled. */
  close(): Promise<void>;
}

export function outputThread(): OutputThread {
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const started = () => {
    if (worker) return worker;
    worker = new Worker(THREAD, { eval: true });
    worker.on('message', ({ id, error }: { id: number; error?: string }) => {
      const request = waiting.get(id);
      waiting.delete(id);
      if (error === undefined) request?.resolve();
      else request?.reject(new Error(error));
    });
    worker.once('error', failAll);
    worker.once('exit', (code) =>
      failAll(new Error(`the output thread stopped (exit code ${code})`)),
    );
    return worker;
  };
  const requests: Promise<void>[] = [];
  return {
    make({ folders = [], files = [] }) {
      const id = next++;
      const done = new Promise<void>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        started().postMessage({ id, folders, files });
      });
      requests.push(done);
      return done;
    },
    async close() {
      await Promise.allSettled(requests);
      await worker?.terminate();
    },
  };
}
