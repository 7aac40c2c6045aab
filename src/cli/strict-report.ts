/**
 * `npm run validate -- --strict`: every warning (a search snippet out of range, a skipped
 * heading, a vague link…) becomes an error, so CI fails on what a build lets pass.
 */
import type { ProjectReport } from '../project/project.ts';

export function strictReport(report: ProjectReport): ProjectReport {
  const strict = <T extends { severity: 'error' | 'warning' }>(problem: T): T => ({
    ...problem,
    severity: 'error',
  });
  return {
    ...report,
    problems: report.problems.map(strict),
    results: report.results.map((result) => ({
      ...result,
      problems: result.problems.map(strict),
    })),
  };
}
