/** Child process of `bench:content`: times one validation of the project in the current folder. */
import { validateProject } from '../../content/project.ts';

const started = performance.now();
const report = validateProject(process.cwd());
const ms = performance.now() - started;
const errors = report.problems.filter((p) => p.severity === 'error');
console.log(JSON.stringify({ ms, ...report.summary, errors: errors.length }));
