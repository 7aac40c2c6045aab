/**
 * Builds the site when dist/ is missing or older than any source file, so `npm start`,
 * `npm run size` and `npm run lighthouse` always look at the current sources.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_SOURCES } from './project-copy.ts';

// The lockfile too: a changed dependency changes the build.
const SOURCES = [...PROJECT_SOURCES, 'package-lock.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

export function buildIfStale(root = process.cwd()) {
  const stamp = join(root, 'dist', 'sitemap.xml'); // written last by the prerenderer
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(join(root, source))));
  if (builtAt >= changedAt) return;
  console.log(
    builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…',
  );
  execSync('npm run build', { stdio: 'inherit', cwd: root });
}
