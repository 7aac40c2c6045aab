/**
 * Child process of `bench:content -- --validate-only`: times what the two libraries every
 * validation rests on take alone over the same files, in the project in the current folder:
 * js-yaml reading each text (its core schema, no positions, no guard) and zod checking the data
 * against its kind's schema in the project's context. No validator can take less without
 * another YAML reader or schema library, so the benchmark prints it beside the validation's time
 * as the floor of what any design here can reach.
 *
 * The files are read and the context built first, outside the timing (the validation's time
 * includes both), and the data must pass (the generated site is valid): a refused file would
 * stop zod early and make the floor look lower than it is.
 */
import { CORE_SCHEMA, load } from 'js-yaml';
import { buildContext, listProjectFiles } from '../../project/project.ts';
import { withProjectContext } from '../../content/context.ts';
import { kindSchemas } from '../../project/kind-schemas.ts';

const root = process.cwd();
const files = listProjectFiles(root);
const context = buildContext(root, files);

const started = performance.now();
const data = files.map((file) => load(file.source, { schema: CORE_SCHEMA }));
const parsed = performance.now();
const refused = files.filter(
  (file, index) =>
    !withProjectContext(context, () => kindSchemas[file.kind].safeParse(data[index])).success,
);
const checked = performance.now();

if (refused.length > 0) {
  console.error(`zod refused ${refused.length} files, first ${refused[0]!.file}`);
  process.exit(1);
}
console.log(
  JSON.stringify({ ms: checked - started, yamlMs: parsed - started, zodMs: checked - parsed }),
);
