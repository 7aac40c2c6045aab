/**
 * What each cached product is made from, as hashes (src/cli/build-cache/hash.ts). A key covers
 * more than the product needs rather than less: the worst case is work done again, never a
 * stale product.
 */
import { resolve } from 'node:path';
import { hashOf, hashOfFiles } from './hash.ts';

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

/**
 * The validator's code: the schemas, checks and their dependencies, without the components
 * (`.tsx`), which a validation never loads (the layer lint keeps React out of it).
 */
export const validatorKey = (root: string) =>
  hashOfFiles(
    root,
    ['src', 'blocks', 'fields', 'package-lock.json'],
    (path) => path.endsWith('.tsx') || generated(path),
  );
