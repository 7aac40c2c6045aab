/**
 * A worker thread of parallel-validate.ts: takes the project's context once, then validates
 * the files of each batch it is sent (validateSource, the one validator) and answers with their
 * results, in order.
 */
import { parentPort } from 'node:worker_threads';
import {
  contextFromSnapshot,
  type ContextSnapshot,
  type FileToValidate,
} from './context-snapshot.ts';
import type { ProjectContext } from './context.ts';
import { validateSource } from './validate.ts';

let context: ProjectContext | undefined;

parentPort!.on('message', (message: { context: ContextSnapshot } | { files: FileToValidate[] }) => {
  if ('context' in message) {
    context = contextFromSnapshot(message.context);
    return;
  }
  parentPort!.postMessage(
    message.files.map(({ file, kind, bytes }) => validateSource(file, kind, bytes, context!)),
  );
});
