/**
 * `npm start`: serves the built site at http://127.0.0.1:4173 (PORT overrides), building first
 * when dist/ is missing or older than any source file.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';

const root = process.cwd();
const SOURCES = [
  'pages',
  'forms',
  'blocks',
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
const STAMP = join(root, 'dist', 'sitemap.xml'); // written last by the prerenderer

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((source) => newestChange(join(root, source))));
if (builtAt < changedAt) {
  console.log(
    builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…',
  );
  execSync('npm run build', { stdio: 'inherit' });
}

const server = await preview({
  preview: { port: Number(process.env.PORT ?? 4173), host: '127.0.0.1', strictPort: true },
});
server.printUrls();
