/**
 * Child process of `bench:content`: times one validation of the project in the current folder,
 * as `npm run build` and `npm run validate` run it (the files parsed on every core first).
 */
import { validateProjectOnAllCores } from '../../project/project.ts';

const started = performance.now();
const report = await validateProjectOnAllCores(process.cwd());
const ms = performance.now() - started;
const errors = report.problems.filter((p) => p.severity === 'error');
console.log(JSON.stringify({ ms, ...report.summary, errors: errors.length }));
