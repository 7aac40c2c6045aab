/**
 * What each cached product is made from, as hashes (src/build/cache/hash.ts). A key covers
 * more than the product needs rather than less: the worst case is work done again, never a
 * stale product.
 */
import { resolve } from 'node:path';
import { filesWithHashes, hashOfFiles, hashOfListed } from './file-hashes.ts';
import { hashOf } from './hash.ts';

/** Everything the Vite builds compile or copy, the dependencies' versions among them. */
const CODE_INPUTS = [
  'src',
  'blocks',
  'fields',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** Written by the build itself from code that is hashed (icons.ts): not an input. */
const generated = (path: string) => path.includes('.generated.');

/**
 * What the environment gives a build: Vite's `VITE_` variables, the mode, the footer's year,
 * and where the project is (Vite's manifests name dependencies by their path from it).
 */
function environment(root: string): string {
  const vite = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([process.env.NODE_ENV, new Date().getFullYear(), vite, resolve(root)]);
}

/** The sources and settings the client and server bundles are compiled from. */
export const codeKey = (root: string) =>
  hashOf(hashOfFiles(root, CODE_INPUTS, generated), environment(root));

/** What the validator's code is (all of it among CODE_INPUTS, in their order). */
const VALIDATOR_INPUTS = ['src', 'blocks', 'fields', 'package-lock.json'];
const notValidator = (path: string) => path.endsWith('.tsx') || generated(path);

/**
 * The validator's code: the schemas, checks and their dependencies, without the components
 * (`.tsx`), which a validation never loads (`npm run lint:cycles` keeps React out of it).
 */
export const validatorKey = (root: string) => hashOfFiles(root, VALIDATOR_INPUTS, notValidator);

/** codeKey and validatorKey from one walk of the code's files (the build needs both). */
export function codeKeys(root: string): { code: string; validator: string } {
  const files = filesWithHashes(root, CODE_INPUTS, generated);
  const validatorFiles = files.filter(
    ([file]) =>
      !notValidator(file) &&
      VALIDATOR_INPUTS.some((path) => file === path || file.startsWith(`${path}/`)),
  );
  return {
    code: hashOf(hashOfListed(files), environment(root)),
    validator: hashOfListed(validatorFiles),
  };
}
