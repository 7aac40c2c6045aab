/**
 * What the site is built from, and throw-away copies of it: the benchmark builds a copy with
 * generated pages, tests break or edit YAML files in a copy, never in the real project.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { join, resolve, sep } from 'node:path';

/** Every file and folder a build reads (a change to any of them makes dist/ stale). */
export const PROJECT_SOURCES = [
  'pages',
  'forms',
  'blocks',
  'src',
  'fields',
  'public',
  'media',
  'schemas',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  '.prettierrc.json',
];

export interface ProjectCopy {
  root: string;
  remove: () => void;
}

/**
 * Copies the project's sources into a new folder under `parent`. A copy outside the project
 * gets a link to its node_modules; one inside it (the dev server only serves files below the
 * project) finds them by Node's usual lookup.
 */
export function copyProject(parent: string, repo = process.cwd()): ProjectCopy {
  mkdirSync(parent, { recursive: true });
  const root = mkdtempSync(join(resolve(parent), 'site-'));
  for (const entry of PROJECT_SOURCES) {
    if (existsSync(join(repo, entry)))
      cpSync(join(repo, entry), join(root, entry), { recursive: true });
  }
  if (!root.startsWith(resolve(repo) + sep)) {
    symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
  }
  // Retried: a server just closed may still be writing a cache file into the copy (ENOTEMPTY).
  // Up to 21 s in all (the waits grow by 100 ms). What a studio copy's server wrote for longer
  // was Vite's dependency optimizer, whose cache is now outside the copy (studio-copy-server.ts).
  return {
    root,
    remove: () => rmSync(root, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 }),
  };
}

/**
 * A copy as it was made: what builds wrote into it (dist/, the build cache, temporary folders)
 * removed, the sources and the node_modules link kept. The benchmark builds it clean again.
 */
export function asCopied(root: string) {
  const kept = new Set([...PROJECT_SOURCES, 'node_modules']);
  for (const entry of readdirSync(root)) {
    if (!kept.has(entry)) rmSync(join(root, entry), { recursive: true, force: true });
  }
}
