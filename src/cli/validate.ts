/**
 * `npm run validate [paths…]`: checks every YAML file of the project (or those given), prints
 * one line per problem and exits 1 on any error; otherwise prints a one-line summary.
 */
import { validateProject } from '../content/project.ts';
import { problemCatalogue } from '../content/errors.ts';
import { formatProblem } from '../content/validate.ts';

const root = process.cwd();
const only = process.argv.slice(2).map((path) => path.replace(/^\.\//, ''));
const report = validateProject(root, only);

for (const problem of report.problems) {
  (problem.severity === 'error' ? console.error : console.warn)(formatProblem(problem));
}
// Once per kind of problem: what to do about it (the catalogue in src/content/errors.ts).
const codes = [...new Set(report.problems.map((p) => p.code))];
if (codes.length > 0) {
  console.warn('\nHow to fix:');
  for (const code of codes) console.warn(`  [${code}] ${problemCatalogue[code].fix}`);
  console.warn('  Every code is explained in docs/errors.md.');
}
const errors = report.problems.filter((p) => p.severity === 'error').length;
const { files, pages, blocks, forms } = report.summary;
if (only.length > 0 && files === 0) {
  console.error(`No YAML file of the project matches ${only.join(', ')}`);
  process.exit(1);
}
if (errors > 0) {
  console.error(
    `\n${errors} problem${errors === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`,
  );
  process.exit(1);
}
console.log(`✓ ${files} files valid: ${pages} pages, ${blocks} blocks, ${forms} forms`);
