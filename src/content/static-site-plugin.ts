/**
 * Makes `vite preview` (and so `npm start`) answer like a static host: `/pricing` serves
 * dist/pricing/index.html and an unknown path gets dist/404.html with status 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export function staticSitePlugin(): Plugin {
  return {
    name: 'static-site',
    configurePreviewServer(server) {
      const dist = server.config.build.outDir;
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
        if (/\.[a-z0-9]+$/i.test(path)) {
          // A missing asset is a 404, never the SPA fallback page with status 200.
          if (existsSync(join(dist, path))) return next();
          response.statusCode = 404;
          return response.end('Not found');
        }
        const page = join(dist, path, 'index.html');
        const notFound = join(dist, '404.html');
        const file = existsSync(page) ? page : notFound;
        if (!existsSync(file)) return next();
        response.statusCode = file === page ? 200 : 404;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(readFileSync(file));
      });
    },
  };
}
