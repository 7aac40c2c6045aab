/**
 * What every check reports: a problem at a line and column of a file, with its code in the
 * catalogue (errors.ts), which gives its severity. A module of its own so that the checks which
 * make problems (stale dates, image files, prefilled downloads, the content review) need not
 * import the validator (validate.ts) that calls them.
 */
import { problemCatalogue, type ProblemCode } from './errors.ts';

export interface Problem {
  file: string;
  line: number;
  column: number;
  /** Field path such as `blocks[2].plans[0].monthlyFee`; empty for the whole file. */
  path: string;
  message: string;
  severity: 'error' | 'warning';
  /** Its entry in the catalogue (errors.ts): stable, printed after the message. */
  code: ProblemCode;
}

export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  const label = problem.severity === 'warning' ? 'warning: ' : '';
  return `${where} ${problem.path ? problem.path + ': ' : ''}${label}${problem.message} [${problem.code}]`;
}

/** A problem found outside zod (syntax, cross-file rules), with its severity from the catalogue. */
export function problemAt(
  where: { file: string; line: number; column: number; path?: string },
  code: ProblemCode,
  message: string,
): Problem {
  return { path: '', ...where, code, message, severity: problemCatalogue[code].severity };
}
