/**
 * `npm run validate [--strict] [--format text|github|json] [paths…]`: checks every YAML file of
 * the project (or those given) and exits 1 on any error; with `--strict` (as CI runs it) the
 * warnings, the content review's included, count as errors. `text` prints one line per problem and a
 * summary, `github` prints GitHub Actions workflow commands (see problem-formats.ts), `json`
 * prints the problems for other tools. Whatever the files hold, the output is problems, never
 * a stack trace.
 */
import { parseArgs } from 'node:util';
import { validateProjectOnAllCores, type ProjectReport } from '../project/project.ts';
import { problemCatalogue } from '../content/errors.ts';
import { strictReport } from './strict-report.ts';
import {
  FORMATS,
  formatProblem,
  githubCommand,
  jsonReport,
  type Format,
} from './problem-formats.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let format: Format = 'text';
let only: string[] = [];
let strict = false;
try {
  const { values, positionals } = parseArgs({
    options: { format: { type: 'string', default: 'text' }, strict: { type: 'boolean' } },
    allowPositionals: true,
  });
  strict = values.strict ?? false;
  if (!FORMATS.includes(values.format as Format)) {
    fail(`--format must be one of ${FORMATS.join(', ')}, got "${values.format}"`);
  }
  format = values.format as Format;
  only = positionals.map((path) => path.replace(/^\.\//, ''));
} catch (error) {
  fail((error as Error).message);
}

let report: ProjectReport;
try {
  report = await validateProjectOnAllCores(process.cwd(), only);
} catch (error) {
  // Reading the project failed (a folder that cannot be read, say): one line, no stack.
  fail(`validate: ${(error as Error).message}`);
}

if (strict) report = strictReport(report);
const errors = report.problems.filter((p) => p.severity === 'error').length;
const { files, pages, blocks, forms } = report.summary;
if (only.length > 0 && files === 0) fail(`No YAML file of the project matches ${only.join(', ')}`);

if (format === 'json') {
  console.log(jsonReport(report.problems, report.summary));
  process.exit(errors > 0 ? 1 : 0);
}
if (format === 'github') {
  for (const problem of report.problems) console.log(githubCommand(problem));
  console.log(`${errors} error${errors === 1 ? '' : 's'} in ${files} files`);
  process.exit(errors > 0 ? 1 : 0);
}

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
if (errors > 0) {
  fail(`\n${errors} problem${errors === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`);
}
console.log(`✓ ${files} files valid: ${pages} pages, ${blocks} blocks, ${forms} forms`);
