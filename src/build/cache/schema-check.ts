/**
 * The build's schema check (`npm run schemas -- --check`, stale-schemas.ts) with a cache: the
 * committed JSON schemas are made again from the zod ones only when the validator's code or
 * one of those files changed since a build found them current.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemaFiles } from '../../project/json-schema.ts';
import { staleSchemas } from '../stale-schemas.ts';
import { readCacheFile, writeCacheFile } from './cache-file.ts';
import { hashOf } from './hash.ts';
import { validatorKey } from './keys.ts';
import { buildCachePath } from './location.ts';

const bytesOf = (path: string) => {
  try {
    return readFileSync(path);
  } catch {
    return 'missing';
  }
};

/**
 * The schema files that differ from the zod schemas' (an empty list: all current). `validator`
 * is the validator's key when the caller has it (keys.ts).
 */
export function staleSchemaFiles(root: string, clean: boolean, validator = validatorKey(root)) {
  const path = buildCachePath(root, 'schema-check.json');
  const key = hashOf(
    validator,
    ...Object.values(schemaFiles).map((file) => bytesOf(join(root, file))),
  );
  if (!clean && readCacheFile<true>(path, key)) return [];
  const stale = staleSchemas(root).filter((schema) => schema.stale);
  if (stale.length === 0) writeCacheFile(path, key, true);
  return stale;
}
