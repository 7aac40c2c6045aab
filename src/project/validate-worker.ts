/**
 * A worker thread of parallel-validate.ts: takes the project's context (and says when it is
 * ready), then validates the files it is sent (validateSource, the one validator) and answers
 * with their results and what each read of the context, in order. The validator (every schema)
 * loads while the main thread reads the files.
 */
import { parentPort } from 'node:worker_threads';
import {
  contextFromSnapshot,
  type ContextSnapshot,
  type FileToHandOver,
} from '../content/context-snapshot.ts';
import { takeHandedParse } from '../content/parsed-yaml.ts';
import { decodeText } from '../content/text-limits.ts';
import type { ProjectContext } from '../content/context.ts';

const validator = import('./validate-with-reads.ts');
let context: ProjectContext | undefined;

type Message = { context: ContextSnapshot } | { validate: FileToHandOver[] };

parentPort!.on('message', async (message: Message) => {
  if ('context' in message) {
    context = contextFromSnapshot(message.context);
    // Ready once the validator has loaded: the pool hands out batches from then on.
    await validator;
    parentPort!.postMessage('ready');
  } else {
    const { validateWithReads } = await validator;
    parentPort!.postMessage(
      message.validate.map(({ file, kind, bytes, parse }) => {
        // The sender's parse, under the text the validator reads the bytes as.
        if (parse) {
          const { text, invalidAt } = decodeText(bytes);
          if (invalidAt === null) takeHandedParse(text, parse);
        }
        return validateWithReads(file, kind, bytes, context!);
      }),
    );
  }
});
