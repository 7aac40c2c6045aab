/**
 * Runs the fuzz property over every real page, form and site file: a file and up to three
 * mutations per try (see mutations.ts, check-mutant.ts). Shared by the unit test (a bounded
 * run) and `npm run fuzz` (a long one); returns the counts both print.
 */
import fc from 'fast-check';
import { buildContext, listProjectFiles } from '../../project/project.ts';
import { checkMutant, type RenderPage } from './check-mutant.ts';
import { applyMutations, mutations } from './mutations.ts';

export interface FuzzCounts {
  tries: number;
  /** Mutated files the validator found problems in. */
  withProblems: number;
  problems: number;
  stillValid: number;
  prerendered: number;
  /** Throws, problems outside the text, valid pages that failed to prerender. */
  failures: number;
  firstFailure: string | null;
}

/** Counts before the first try. */
export const noFuzzCounts = (): FuzzCounts => ({
  tries: 0,
  withProblems: 0,
  problems: 0,
  stillValid: 0,
  prerendered: 0,
  failures: 0,
  firstFailure: null,
});

export function runFuzz(
  root: string,
  renderPage: RenderPage,
  options: { runs: number; seed?: number; timeLimitMs?: number },
): FuzzCounts {
  const files = listProjectFiles(root);
  const context = buildContext(root, files);
  const counts = noFuzzCounts();
  const property = fc.property(fc.constantFrom(...files), mutations, (file, list) => {
    const text = applyMutations(file.source, list);
    const outcome = checkMutant(file.file, file.kind, text, context, renderPage);
    counts.tries++;
    counts.problems += outcome.problems;
    if (outcome.problems > 0) counts.withProblems++;
    if (outcome.valid) counts.stillValid++;
    if (outcome.rendered) counts.prerendered++;
    if (outcome.failure) {
      counts.failures++;
      counts.firstFailure ??= `${file.file} ${JSON.stringify(list)}: ${outcome.failure}`;
    }
    return outcome.failure === null;
  });
  const result = fc.check(property, {
    numRuns: options.runs,
    seed: options.seed,
    interruptAfterTimeLimit: options.timeLimitMs,
    // Count every failure, then report the first (shrinking would re-run the property).
    endOnFailure: true,
  });
  if (result.failed && counts.firstFailure === null) {
    counts.firstFailure = fc.defaultReportMessage(result) ?? 'failed';
  }
  return counts;
}
