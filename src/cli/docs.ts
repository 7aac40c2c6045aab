/**
 * `npm run docs`: writes docs/blocks.md, docs/forms.md and docs/errors.md from the schemas, the
 * block registry, forms/ and the problem catalogue. `--check` exits 1 when a file is stale.
 * (docs/authoring.md is written by hand.)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blocksDoc } from '../project/docs/blocks-doc.ts';
import { errorsDoc } from '../project/docs/errors-doc.ts';
import { formsDoc } from '../project/docs/forms-doc.ts';
import { listProjectFiles } from '../project/project.ts';

const root = process.cwd();
const check = process.argv.includes('--check');
const docs = {
  'docs/blocks.md': blocksDoc(),
  'docs/forms.md': formsDoc(listProjectFiles(root)),
  'docs/errors.md': errorsDoc(),
};

const stale = Object.entries(docs).filter(
  ([file, text]) =>
    !existsSync(join(root, file)) || readFileSync(join(root, file), 'utf8') !== text,
);
if (check) {
  for (const [file] of stale) console.error(`${file} is stale`);
  if (stale.length > 0) {
    console.error('Blocks, forms or the error catalogue changed: run `npm run docs` and commit.');
    process.exit(1);
  }
  console.log('✓ docs/ is current');
} else {
  mkdirSync(join(root, 'docs'), { recursive: true });
  for (const [file, text] of stale) writeFileSync(join(root, file), text);
  for (const file of Object.keys(docs)) {
    console.log(`${file} ${stale.some(([f]) => f === file) ? 'written' : 'unchanged'}`);
  }
}
