/**
 * `npm run new:page -- /spring-offer`: creates pages/spring-offer.yaml, a valid page with a
 * hero and a closing call to action and its schema header line, then validates it. Refuses
 * an invalid route and a route some page already gives (`a.yaml` or `a/index.yaml`).
 */
import { existsSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { listProjectFiles, validateProject } from '../project/project.ts';
import { formatProblem } from '../content/problem.ts';
import { pageScaffold } from '../scaffold/page.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const root = process.cwd();
if (!process.argv[2]) fail('Usage: npm run new:page -- /the-route');

const scaffold = pageScaffold(listProjectFiles(root), process.argv[2]);
if (!scaffold.ok) fail(scaffold.message);
const { route, file, text } = scaffold;
if (existsSync(join(root, file))) fail(`${file} exists already`);

mkdirSync(dirname(join(root, file)), { recursive: true });
writeFileSync(join(root, file), text);
const errors = validateProject(root, [file]).problems.filter((p) => p.severity === 'error');
if (errors.length > 0) {
  unlinkSync(join(root, file));
  fail(
    `The new page would not validate, so it was not created:\n${errors.map(formatProblem).join('\n')}`,
  );
}
console.log(
  `Created ${file} (${route}). Edit its text, then link to it (to: ${route}) from a menu in pages/_site.yaml or another page.`,
);
