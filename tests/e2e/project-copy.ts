/**
 * A throwaway copy of the project's sources under .tmp/ (inside the repo, so node_modules
 * resolves as usual) for tests that add, break or edit YAML files without touching the real ones.
 */
import { cpSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const COPIED = [
  'pages',
  'schemas',
  'forms',
  'blocks',
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
];

export function copyProject(): { root: string; remove: () => void } {
  const parent = resolve('.tmp');
  mkdirSync(parent, { recursive: true });
  const root = mkdtempSync(join(parent, 'site-'));
  for (const entry of COPIED) cpSync(resolve(entry), join(root, entry), { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
