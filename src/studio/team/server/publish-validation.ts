/**
 * What a publish checks: the merged tree with the project's one validator, as CI checks it
 * (`npm run validate -- --strict`: a warning refuses too), so nothing CI would refuse reaches
 * main. The publisher gets the `file:line:col` list.
 */
import { validateProjectOnAllCores } from '../../../content/project.ts';
import { formatProblem, type Problem } from '../../../content/validate.ts';

export type PublishProblem = Problem & { text: string };

export async function validateForPublish(
  dir: string,
): Promise<{ ok: boolean; problems: PublishProblem[] }> {
  const report = await validateProjectOnAllCores(dir);
  // Strict, as CI: warnings stop a publish as errors do.
  const problems = report.problems.map((problem) => ({ ...problem, text: formatProblem(problem) }));
  return { ok: problems.length === 0, problems };
}
