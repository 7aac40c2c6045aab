/**
 * The first line of every YAML file names its JSON Schema, so VS Code's YAML extension finds it
 * even without the workspace settings: `# yaml-language-server: $schema=../schemas/page.schema.json`.
 */
import { dirname, relative } from 'node:path';
import { schemaFiles } from './json-schema.ts';
import type { FileKind } from './validate.ts';

const HEADER = /^# yaml-language-server: \$schema=.*$/;

/** The header line for a file, its schema path relative to the file. */
export function schemaHeaderFor(fileFromRepo: string, kind: FileKind): string {
  const target = relative(dirname(fileFromRepo), schemaFiles[kind]).replace(/\\/g, '/');
  return `# yaml-language-server: $schema=${target}`;
}

/** The source with exactly that header as its first line (unchanged when it already is). */
export function withSchemaHeader(source: string, header: string): string {
  const [first = '', ...rest] = source.split('\n');
  if (first === header) return source;
  if (HEADER.test(first)) return [header, ...rest].join('\n');
  return `${header}\n${source}`;
}
