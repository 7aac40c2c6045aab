/**
 * The ways `npm run validate` can print problems: lines for people (`file:line:col path:
 * message [code]`), GitHub Actions workflow commands, so a pull request shows each problem on
 * its line, and JSON for other tools.
 */
import { problemCatalogue } from '../content/errors.ts';
import { formatProblem, type Problem } from '../content/problem.ts';

export const FORMATS = ['text', 'github', 'json'] as const;
export type Format = (typeof FORMATS)[number];

/** Escaping of workflow commands (as in @actions/core): the data, then property values. */
const escapeData = (text: string) =>
  text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeProperty = (text: string) =>
  escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** `::error file=pages/a.yaml,line=3,col=5,title=Unknown field [unknown-field]::blocks[0]…` */
export function githubCommand(problem: Problem): string {
  const title = `${problemCatalogue[problem.code].title} [${problem.code}]`;
  const properties = [
    `file=${escapeProperty(problem.file)}`,
    `line=${problem.line}`,
    `col=${problem.column}`,
    `title=${escapeProperty(title)}`,
  ].join(',');
  const message = `${problem.path ? `${problem.path}: ` : ''}${problem.message}`;
  return `::${problem.severity} ${properties}::${escapeData(message)}`;
}

export function jsonReport(problems: readonly Problem[], summary: object): string {
  return JSON.stringify({ problems, summary }, null, 2);
}

export { formatProblem };
