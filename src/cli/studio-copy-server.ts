/**
 * Vite's development server (with the studio) on a throw-away copy of the project, so studio
 * tests and the studio benchmark can save files without touching the real pages/.
 */
import { join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { copyProject, type ProjectCopy } from './project-copy.ts';

export interface StudioServer {
  project: ProjectCopy;
  server: ViteDevServer;
  base: string;
  close: () => Promise<void>;
}

export async function startStudioServer(repo = process.cwd()): Promise<StudioServer> {
  // Inside the project: the dev server serves files below its root only.
  const project = copyProject(join(repo, '.tmp'), repo);
  const server = await createServer({
    root: project.root,
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
    },
  };
}
