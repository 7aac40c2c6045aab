/** The JSON schema files of schemas/, each with the text the zod schemas give and whether it differs. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildJsonSchemas,
  schemaFileText,
  schemaFiles,
  type SchemaKind,
} from '../project/json-schema.ts';

export function staleSchemas(repo: string): { kind: SchemaKind; text: string; stale: boolean }[] {
  const schemas = buildJsonSchemas();
  return (Object.keys(schemaFiles) as SchemaKind[]).map((kind) => {
    const path = join(repo, schemaFiles[kind]);
    const text = schemaFileText(schemas[kind]);
    return { kind, text, stale: !existsSync(path) || readFileSync(path, 'utf8') !== text };
  });
}
