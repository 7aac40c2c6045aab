/**
 * `npm run new:block -- price-table`: creates blocks/price-table/ (schema.ts with its example,
 * Component.tsx, README.md) and registers it in blocks/index.ts. Refuses an invalid name and a
 * block that exists. Afterwards: `npm run schemas && npm run docs` (the build says so too).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { blockComponentFile, blockReadme, blockSchemaFile } from '../scaffold/block-files.ts';
import { blockNameProblem, camelCase } from '../scaffold/names.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const root = process.cwd();
const type = process.argv[2] ?? '';
if (!type) fail('Usage: npm run new:block -- <kebab-case-name>');
const problem = blockNameProblem(type);
if (problem) fail(problem);

const folder = join(root, 'blocks', type);
const registryFile = join(root, 'blocks', 'index.ts');
const registry = readFileSync(registryFile, 'utf8');
const name = camelCase(type);
if (existsSync(folder)) fail(`blocks/${type}/ exists already`);
if (new RegExp(`\\bimport \\{ ${name} \\}|from '\\./${type}/`).test(registry)) {
  fail(`blocks/index.ts already registers a block named ${name}`);
}

// Register: one import after the last import, one entry at the end of the registry list.
const list = /(export const blockRegistry = \[)([\s\S]*?)(\] as const;)/;
if (!list.test(registry))
  fail('blocks/index.ts has no `export const blockRegistry = [...] as const;`');
const lines = registry.split('\n');
const lastImport = lines.findLastIndex(
  (line) => line.startsWith('import ') || /^\} from /.test(line),
);
lines.splice(lastImport + 1, 0, `import { ${name} } from './${type}/schema.ts';`);
const registered = lines
  .join('\n')
  .replace(
    list,
    (_, open: string, items: string, close: string) =>
      `${open}${items.trim().replace(/,$/, '')}, ${name}${close}`,
  );

/** Formatted with the project's Prettier settings, so `npm run lint` passes on new files. */
const pretty = async (text: string, filepath: string) =>
  format(text, { ...(await resolveConfig(filepath)), filepath });

mkdirSync(folder, { recursive: true });
writeFileSync(
  join(folder, 'schema.ts'),
  await pretty(blockSchemaFile(type), join(folder, 'schema.ts')),
);
writeFileSync(
  join(folder, 'Component.tsx'),
  await pretty(blockComponentFile(type), join(folder, 'Component.tsx')),
);
writeFileSync(join(folder, 'README.md'), blockReadme(type));
writeFileSync(registryFile, await pretty(registered, registryFile));

console.log(`Created blocks/${type}/ (schema.ts, Component.tsx, README.md) and registered it in blocks/index.ts.
Next: edit the schema, example and component, then run \`npm run schemas && npm run docs\`.
See it at http://127.0.0.1:5173/blocks while \`npm run dev\` runs.`);
