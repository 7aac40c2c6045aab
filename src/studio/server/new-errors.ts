/**
 * What a change of several files would break, found by the one validator: the project as it
 * would be after the change, against the project now. Delete page and Change address are
 * refused with the places these name, and nothing written, while there are any.
 */
import { validateProject, type ProjectFile } from '../../project/project.ts';
import type { Problem } from '../../content/problem.ts';
import { HttpError } from './http-json.ts';

/**
 * The errors the project would have that it has not now, in the files it would hold. An error
 * is told apart from others by its file, code and message, not its line (lines move); `moved`
 * maps a file's new path to its old one, so an error it had already is not new.
 */
export function newErrors(
  root: string,
  files: ProjectFile[],
  after: ProjectFile[],
  moved: ReadonlyMap<string, string> = new Map(),
): Problem[] {
  const key = (problem: Problem, file = problem.file) =>
    `${file}\0${problem.code}\0${problem.message}`;
  const errorsOf = (list: ProjectFile[]) =>
    validateProject(root, undefined, undefined, list).problems.filter(
      (problem) => problem.severity === 'error',
    );
  const before = new Map<string, number>();
  for (const problem of errorsOf(files))
    before.set(key(problem), (before.get(key(problem)) ?? 0) + 1);
  return errorsOf(after).filter((problem) => {
    const was = key(problem, moved.get(problem.file));
    const left = before.get(was) ?? 0;
    before.set(was, left - 1);
    return left <= 0;
  });
}

/** The refusal that lists them: each place's file, line, column, field, message and code. */
export function placesToChange(problems: Problem[], why: string, code: string): HttpError {
  const where = problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`);
  return new HttpError(409, code, `${why}: change ${where.join('; ')}, then try again`, {
    problems: problems.map(({ file, line, column, path, message, code: problemCode }) => ({
      file,
      line,
      column,
      path,
      message,
      code: problemCode,
    })),
  });
}
