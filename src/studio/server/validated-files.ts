/**
 * Each content file's own validation, kept between the studio's requests with its text and what
 * it read of the project's context (context-reads.ts, as the build cache keeps it): after a save
 * the studio asks for every file's problems and for the previews' forms and downloads, and at a
 * thousand pages validating every file again took one and a half seconds of the server's only
 * thread. A file is validated again only when its text, or an answer it read, changed.
 */
import { answersIn, type ContextRead } from '../../content/context-reads.ts';
import type { ProjectContext } from '../../content/context.ts';
import type { ProjectFile } from '../../project/project.ts';
import type { ValidationResult } from '../../project/validate.ts';
import { validateWithReads } from '../../project/validate-with-reads.ts';
import { projectOnDisk } from './project-cache.ts';

interface Known {
  /** The bytes validated (not the decoded text: two bad encodings can decode alike). */
  bytes: Uint8Array;
  reads: readonly ContextRead[];
  answers: string;
  result: ValidationResult;
}

/** By file path: one entry per content file, whichever folder (a draft, a commit) asked last. */
const known = new Map<string, Known>();

/** The answers of each context to reads, made once per context (answersIn keeps its parts). */
const answerers = new WeakMap<ProjectContext, (reads: readonly ContextRead[]) => string>();

/** The file's own validation (validateSource's), made again only when something it used changed. */
export function validatedFile(file: ProjectFile, context: ProjectContext): ValidationResult {
  let answers = answerers.get(context);
  if (!answers) answerers.set(context, (answers = answersIn(context)));
  const before = known.get(file.file);
  if (
    before !== undefined &&
    Buffer.compare(before.bytes, file.bytes) === 0 &&
    answers(before.reads) === before.answers
  ) {
    return before.result;
  }
  const { result, reads } = validateWithReads(file.file, file.kind, file.bytes, context);
  known.set(file.file, { bytes: file.bytes, reads, answers: answers(reads), result });
  return result;
}

/**
 * Validates every file of `root` ahead of the first request (the team server's main, as it
 * starts), one file per turn of the event loop so requests that come meanwhile are answered
 * between them. A thousand pages are two and a half seconds of validation: the first person to
 * open the studio after a restart would otherwise wait for all of it.
 */
export async function validateAheadOfUse(root: string): Promise<ValidationResult[]> {
  const { files, context } = projectOnDisk(root);
  const results: ValidationResult[] = [];
  for (const file of files) {
    results.push(validatedFile(file, context));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return results;
}
