/**
 * `npm run docs`: writes docs/blocks.md, docs/forms.md, docs/errors.md and a ready-to-paste
 * EmailJS template per template id (docs/emailjs/) from the schemas, the block registry, forms/
 * and the problem catalogue. `--check` exits 1 when a file is stale.
 * (docs/authoring.md is written by hand.)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { blocksDoc } from '../project/docs/blocks-doc.ts';
import { emailjsTemplateDocs } from '../project/docs/emailjs-templates.ts';
import { errorsDoc } from '../project/docs/errors-doc.ts';
import { formsDoc } from '../project/docs/forms-doc.ts';
import { listProjectFiles } from '../project/project.ts';

const root = process.cwd();
const check = process.argv.includes('--check');
const files = listProjectFiles(root);
const docs: Record<string, string> = {
  'docs/blocks.md': blocksDoc(),
  'docs/forms.md': formsDoc(files),
  'docs/errors.md': errorsDoc(),
  ...emailjsTemplateDocs(files),
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
  for (const [file, text] of stale) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  for (const file of Object.keys(docs)) {
    console.log(`${file} ${stale.some(([f]) => f === file) ? 'written' : 'unchanged'}`);
  }
}
