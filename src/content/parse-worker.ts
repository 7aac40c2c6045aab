/**
 * A worker thread of parallel-parse.ts: parses the YAML texts it is sent, in order, and answers
 * each batch with their plain data (null for a text with a problem).
 */
import { parentPort } from 'node:worker_threads';
import { plainDataOf } from './parsed-yaml.ts';

/** A text the parser throws on (a bug) goes back as null too: validateSource reports it. */
const plainOrNull = (source: string) => {
  try {
    return plainDataOf(source);
  } catch {
    return null;
  }
};

parentPort!.on('message', (sources: string[]) => {
  parentPort!.postMessage(sources.map(plainOrNull));
});
