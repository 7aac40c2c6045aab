/**
 * A worker thread of parallel-parse.ts: parses the YAML texts it is sent, in order, and answers
 * each batch with their plain data (null for a text with a problem).
 */
import { parentPort } from 'node:worker_threads';
import { plainDataOf } from './parsed-yaml.ts';

parentPort!.on('message', (sources: string[]) => {
  parentPort!.postMessage(sources.map(plainDataOf));
});
