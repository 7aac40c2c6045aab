/**
 * `npm run new:page -- /spring-offer`: creates pages/spring-offer.yaml, a valid page with a
 * hero and a closing call to action and its schema header line, then validates it. Refuses
 * an invalid route and a route some page already gives (`a.yaml` or `a/index.yaml`).
 */
import { existsSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { listProjectFiles, validateProject } from '../content/project.ts';
import { formIdFromFile, routeFromPageFile } from '../content/route-path.ts';
import { schemaHeaderFor } from '../content/schema-header.ts';
import { formatProblem } from '../content/validate.ts';
import { routeProblem, titleCase } from './scaffold/names.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const root = process.cwd();
const given = process.argv[2] ?? '';
const route = given.length > 1 ? given.replace(/\/$/, '') : given;
if (!process.argv[2]) fail('Usage: npm run new:page -- /the-route');
const problem = routeProblem(route);
if (problem) fail(problem);

const files = listProjectFiles(root);
const owner = files.find((f) => f.kind === 'page' && routeFromPageFile(f.file) === route);
if (owner) fail(`The route ${route} exists already: ${owner.file}`);

const file = `pages${route}.yaml`;
if (existsSync(join(root, file))) fail(`${file} exists already`);

const title = titleCase(route.split('/').pop()!);
const forms = files.filter((f) => f.kind === 'form').map((f) => formIdFromFile(f.file));
const hasHome = files.some((f) => f.kind === 'page' && routeFromPageFile(f.file) === '/');
// A real action, never a dead button: the main form of the site when there is one.
const mainAction = forms.includes('consultation')
  ? 'modal: consultation'
  : forms[0]
    ? `modal: ${forms[0]}`
    : `to: ${hasHome ? '/' : route}`;

const text = `${schemaHeaderFor(file, 'page')}
title: ${title}
# One or two sentences for search results and link previews (50 to 160 characters).
description: ${title}. Replace this sentence with what a visitor finds on this page and why it matters.
blocks:
  - type: hero
    eyebrow: ${title}
    title: ${title}
    intro: Replace this with one or two sentences that say what this page offers.
    actions:
      - label: Get a Free Strategy Call
        ${mainAction}

  - type: cta
    title: Ready to talk?
    text: Replace this with the reason to act now.
    actions:
      - label: Get a Free Strategy Call
        ${mainAction}
`;

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
