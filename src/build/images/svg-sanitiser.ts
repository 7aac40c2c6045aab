/**
 * SVGs sanitised (sanitise-svg.ts) on a worker thread of their own, for the build's image step:
 * loading jsdom and DOMPurify's walks took a clean build's main thread 0.8 s while the other
 * core waited; on the worker they run beside what the main thread does meanwhile (the
 * validation's records written). The thread starts at the first SVG the image cache lacks, or
 * at `warm()`, and stops with `close()`. Where no worker starts (or one dies), the SVG is
 * sanitised on this thread: slower, never different.
 */
import { join } from 'node:path';
import { isMainThread, parentPort, workerData, type Worker } from 'node:worker_threads';
import { typeScriptWorker } from '../../content/ts-worker.ts';
import { sanitiseSvg } from '../../media/sanitise-svg.ts';

export interface SvgSanitiser {
  sanitise(svg: string): Promise<string>;
  /** Starts the thread now, loading jsdom before any SVG is asked for. */
  warm(): void;
  /** Stops the thread; a sanitise asked after this runs on this thread. */
  close(): void;
}

type Reply = { id: number; svg: string } | { id: number; error: string };

export function svgSanitiser(): SvgSanitiser {
  let worker: Worker | undefined;
  let alive = true;
  let next = 0;
  const waiting = new Map<number, Asked>();
  /** The worker gone: what it still had is sanitised here. */
  const fallBack = () => {
    alive = false;
    for (const asked of waiting.values()) sanitiseHere(asked);
    waiting.clear();
  };
  const start = () => {
    try {
      worker = typeScriptWorker(join(import.meta.dirname, 'svg-sanitiser.ts'), {
        workerData: { sanitiseSvgs: true },
      });
    } catch {
      alive = false;
      return;
    }
    worker.on('message', (reply: Reply) => {
      const asked = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('error' in reply) asked?.reject(new Error(reply.error));
      else asked?.resolve(reply.svg);
    });
    worker.once('error', fallBack);
    worker.once('exit', fallBack);
  };
  return {
    sanitise(svg) {
      if (!worker && alive) start();
      return new Promise((resolve, reject) => {
        const asked = { svg, resolve, reject };
        if (!alive) return sanitiseHere(asked);
        const id = next++;
        waiting.set(id, asked);
        worker!.postMessage({ id, svg });
      });
    },
    warm() {
      if (!worker && alive) start();
    },
    close() {
      alive = false;
      void worker?.terminate();
    },
  };
}

interface Asked {
  svg: string;
  resolve: (svg: string) => void;
  reject: (error: unknown) => void;
}

function sanitiseHere({ svg, resolve, reject }: Asked) {
  try {
    resolve(sanitiseSvg(svg));
  } catch (error) {
    reject(error);
  }
}

// Started by svgSanitiser: sanitises each SVG it is sent.
if (!isMainThread && (workerData as { sanitiseSvgs?: boolean } | null)?.sanitiseSvgs) {
  // jsdom loaded at once: a thread started ahead (warm) has it by the first SVG.
  sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg"/>');
  parentPort!.on('message', ({ id, svg }: { id: number; svg: string }) => {
    let reply: Reply;
    try {
      reply = { id, svg: sanitiseSvg(svg) };
    } catch (error) {
      reply = { id, error: String(error) };
    }
    parentPort!.postMessage(reply);
  });
}
