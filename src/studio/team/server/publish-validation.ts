/**
 * What a publish checks: the merged tree with the project's one validator, as CI checks it
 * (`npm run validate -- --strict`: a warning refuses too), so nothing CI would refuse reaches
 * main. The publisher (and an editor whose submit it refuses) gets the `file:line:col` list, each
 * with the catalogue's advice.
 */
import { validateProjectOnAllCores } from '../../../content/project.ts';
import { problemCatalogue } from '../../../content/errors.ts';
import { formatProblem, type Problem } from '../../../content/validate.ts';

/** A problem as the studio lists it: its `file:line:col` line and what to do about it. */
export type PublishProblem = Problem & { text: string; fix: string };

export async function validateForPublish(
  dir: string,
): Promise<{ ok: boolean; problems: PublishProblem[] }> {
  const report = await validateProjectOnAllCores(dir);
  // Strict, as CI: warnings stop a publish as errors do.
  const problems = report.problems.map((problem) => ({
    ...problem,
    text: formatProblem(problem),
    fix: problemCatalogue[problem.code].fix,
  }));
  return { ok: problems.length === 0, problems };
}
