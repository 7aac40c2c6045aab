/**
 * A file's validation with what it read of the project's context (context-reads.ts): what the
 * build cache keeps beside its result, so that a change of the context checks again only the
 * files whose questions it answers differently.
 */
import { recordingContext, type ContextRead } from '../content/context-reads.ts';
import type { ProjectContext } from '../content/context.ts';
import { validateSource, type FileKind, type ValidationResult } from './validate.ts';

export interface ResultWithReads {
  result: ValidationResult;
  reads: ContextRead[];
}

export function validateWithReads(
  file: string,
  kind: FileKind,
  bytes: Uint8Array,
  context: ProjectContext,
  options?: Parameters<typeof validateSource>[4],
): ResultWithReads {
  const recording = recordingContext(context);
  const result = validateSource(file, kind, bytes, recording.context, options);
  return { result, reads: recording.reads() };
}
