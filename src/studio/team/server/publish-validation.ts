/**
 * What a publish checks: the merged tree with the project's one validator, as CI checks it
 * (`npm run validate -- --strict`: a warning refuses too), so nothing CI would refuse reaches
 * main. The publisher (and an editor whose submit it refuses) gets the `file:line:col` list, each
 * with the catalogue's advice.
 *
 * Each file's own validation is the studio's kept one while its text and what it read of the
 * merged project are the same (validated-files.ts: the file list and previews made most of them
 * already); the checks across files run on the merged project whole.
 */
import { buildContext, listProjectFiles, validateProject } from '../../../project/project.ts';
import { primeImageFacts } from '../../../media/facts-store.ts';
import { validatedFile } from '../../server/validated-files.ts';
import { problemCatalogue } from '../../../content/errors.ts';
import { formatProblem, type Problem } from '../../../content/problem.ts';

/** A problem as the studio lists it: its `file:line:col` line and what to do about it. */
export type PublishProblem = Problem & { text: string; fix: string };

export async function validateForPublish(
  dir: string,
): Promise<{ ok: boolean; problems: PublishProblem[] }> {
  await primeImageFacts(dir);
  const files = listProjectFiles(dir);
  const report = validateProject(
    dir,
    undefined,
    undefined,
    files,
    validatedFile,
    buildContext(dir, files),
  );
  // Strict, as CI: warnings stop a publish as errors do.
  const problems = report.problems.map((problem) => ({
    ...problem,
    text: formatProblem(problem),
    fix: problemCatalogue[problem.code].fix,
  }));
  return { ok: problems.length === 0, problems };
}
