/**
 * A worker thread of parallel-validate.ts. First it parses the texts it is sent and keeps each
 * whole parse (the document too), answering with their plain data (null for a text with a
 * problem); then it takes the project's context and validates files (validateSource, the one
 * validator), answering with their results in order. A file it parsed is validated from that
 * parse: its problems are placed without parsing the text again. The validator (every schema)
 * loads while the first texts are parsed.
 */
import { parentPort } from 'node:worker_threads';
import {
  contextFromSnapshot,
  type ContextSnapshot,
  type FileToValidate,
} from './context-snapshot.ts';
import type { ProjectContext } from './context.ts';
import { holdParsedTexts, parseYaml, type PlainData } from './parsed-yaml.ts';

// The worker lives for one validation: every parse it made is read again.
holdParsedTexts(Number.MAX_SAFE_INTEGER / 2);
const validator = import('./validate.ts');
let context: ProjectContext | undefined;

/** A text the parser throws on (a bug) goes back as null: validateSource reports it. */
function plainOrNull(source: string): PlainData | null {
  try {
    const { data, head, problems } = parseYaml(source);
    return problems.length === 0 ? { data, head } : null;
  } catch {
    return null;
  }
}

type Message = { parse: string[] } | { context: ContextSnapshot } | { validate: FileToValidate[] };

parentPort!.on('message', async (message: Message) => {
  if ('parse' in message) {
    parentPort!.postMessage(message.parse.map(plainOrNull));
  } else if ('context' in message) {
    context = contextFromSnapshot(message.context);
  } else {
    const { validateSource } = await validator;
    parentPort!.postMessage(
      message.validate.map(({ file, kind, bytes }) => validateSource(file, kind, bytes, context!)),
    );
  }
});
