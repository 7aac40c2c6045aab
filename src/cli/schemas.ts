/**
 * `npm run schemas`: writes schemas/{page,form,site}.schema.json from the zod schemas and makes
 * every YAML file of pages/ and forms/ begin with its `# yaml-language-server: $schema=…` line.
 *
 *   --check          exit 1 when a committed schema differs from what the zod schemas give
 *                    (a missing header line is only reported: the next write adds it)
 *   --no-headers     write the schemas, leave the YAML files alone
 *   --headers <dir>  only add header lines, to the project at <dir> (e.g. a test fixture)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { schemaFiles } from '../project/json-schema.ts';
import { listProjectFiles } from '../project/project.ts';
import { schemaHeaderFor, withSchemaHeader } from '../project/schema-header.ts';
import { staleSchemas } from '../build/stale-schemas.ts';

const repo = process.cwd();
const args = process.argv.slice(2);
const check = args.includes('--check');
const headersAt = args.includes('--headers') ? args[args.indexOf('--headers') + 1] : undefined;
const writeHeaders = !args.includes('--no-headers');

/** YAML files whose first line is not (yet) the right header, with the text they should have. */
function headerChanges(projectRoot: string) {
  return listProjectFiles(projectRoot).flatMap(({ file, kind, source }) => {
    const fromRepo = relative(repo, join(projectRoot, file)).replace(/\\/g, '/');
    const wanted = withSchemaHeader(source, schemaHeaderFor(fromRepo, kind));
    return wanted === source ? [] : [{ path: join(projectRoot, file), fromRepo, text: wanted }];
  });
}

if (headersAt) {
  const changes = headerChanges(resolve(headersAt));
  for (const change of changes) writeFileSync(change.path, change.text);
  console.log(`schema header added or fixed in ${changes.length} file(s) of ${headersAt}`);
} else if (check) {
  const stale = staleSchemas(repo).filter((s) => s.stale);
  for (const { kind } of stale) console.error(`${schemaFiles[kind]} is stale`);
  const missing = headerChanges(repo);
  if (stale.length > 0) {
    console.error(
      'The block, page, form or site schemas changed: run `npm run schemas` and commit.',
    );
    process.exit(1);
  }
  console.log(
    `✓ schemas/ is current${missing.length ? ` (${missing.length} file(s) lack the header line: npm run schemas adds it)` : ''}`,
  );
} else {
  mkdirSync(join(repo, 'schemas'), { recursive: true });
  for (const { kind, text, stale } of staleSchemas(repo)) {
    if (stale) writeFileSync(join(repo, schemaFiles[kind]), text);
    console.log(`${schemaFiles[kind]} ${stale ? 'written' : 'unchanged'}`);
  }
  if (writeHeaders) {
    const changes = headerChanges(repo);
    for (const change of changes) writeFileSync(change.path, change.text);
    console.log(`schema header added or fixed in ${changes.length} YAML file(s)`);
  }
}
