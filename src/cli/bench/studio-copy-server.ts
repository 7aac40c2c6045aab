/**
 * Vite's development server (with the studio) on a throw-away copy of the project, so studio
 * tests and the studio benchmark can save files without touching the real pages/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { copyProject, type ProjectCopy } from '../project-copy.ts';

export interface StudioServer {
  project: ProjectCopy;
  server: ViteDevServer;
  base: string;
  close: () => Promise<void>;
}

export async function startStudioServer(repo = process.cwd()): Promise<StudioServer> {
  // Inside the project: the dev server serves files below its root only.
  const project = copyProject(join(repo, '.tmp'), repo);
  // Vite's dependency optimizer, cancelled by the server's close, may still be writing its
  // bundle of the dependencies after it (seen in a test's teardown, the copy's removal then
  // failing with ENOTEMPTY after 21 s of retries): its cache is beside the copy, not in it.
  mkdirSync(join(repo, '.tmp'), { recursive: true });
  const cacheDir = mkdtempSync(join(repo, '.tmp', 'vite-deps-'));
  const server = await createServer({
    root: project.root,
    cacheDir,
    configFile: join(project.root, 'vite.config.ts'),
    server: {
      port: 0,
      strictPort: false,
      host: '127.0.0.1',
      // The copy finds node_modules (fonts among them) in the real project above it.
      fs: { allow: [resolve(repo)] },
    },
    logLevel: 'error',
  });
  await server.listen();
  const base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  return {
    project,
    server,
    base,
    close: async () => {
      await server.close();
      project.remove();
      try {
        rmSync(cacheDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
      } catch {
        // Still being written: a folder of .tmp/ (git-ignored) left behind, the copy gone.
      }
    },
  };
}
