/**
 * The inputs of tests/fixtures/bad-input/: the small ones are committed files, the huge or
 * binary ones (10 MB, a 100,000-character line, 1,000 levels of nesting, bytes that are not
 * UTF-8, a NUL) are generated here so the repository holds no big or unreadable files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const badInputFolder = join(import.meta.dirname, '../fixtures/bad-input');

const text = (value: string) => new TextEncoder().encode(value);
const head = [
  'title: Home',
  'description: A page of the bad-input fixtures, long enough to say what it is for.',
].join('\n');
const block = '  - type: cta\n    title: Hi\n    actions: [{ label: Home, to: / }]\n';

export function generatedInputs(): Record<string, Uint8Array> {
  const tenMegabytes = 10 * 1024 * 1024;
  return {
    'pages/file-10mb.yaml': text(
      `${head}\nblocks:\n${block.repeat(Math.ceil(tenMegabytes / block.length))}`,
    ),
    'pages/long-line.yaml': text(`${head}\nblocks:\n${block.replace('cta', 'x'.repeat(100_000))}`),
    'pages/nesting-1000-flow.yaml': text(
      `${head}\nblocks: ${'['.repeat(1000)}${']'.repeat(1000)}\n`,
    ),
    'pages/nesting-1000-block.yaml': text(`${head}\nblocks:\n  ${'- '.repeat(1000)}cta\n`),
    'pages/invalid-utf8.yaml': new Uint8Array([
      ...text(`${head}\nblocks:\n  - type: cta\n    title: Caf`),
      0xe9, // é in Latin-1
      ...text('\n    actions: [{ label: Home, to: / }]\n'),
    ]),
    'pages/nul-byte.yaml': text(`${head}\nblocks:\n${block.replace('Hi', 'H\0i')}`),
  };
}

/** Every bad input by its path in a project: the committed files and the generated ones. */
export function badInputs(): Record<string, Uint8Array> {
  const pages = join(badInputFolder, 'pages');
  const committed = Object.fromEntries(
    readdirSync(pages).map((name) => [`pages/${name}`, readFileSync(join(pages, name))]),
  );
  return { ...committed, ...generatedInputs() };
}
