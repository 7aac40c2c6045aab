/**
 * The studio in the dev server (`npm run studio`, or /studio under `npm run dev`): its two HTML
 * pages and its JSON API. `apply: 'serve'` keeps all of it out of `vite build`: the shell and
 * the app are never an input of the build, so dist/ holds none of their code.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { buildDateOf, siteTimeZone } from '../../content/site-time-zone.ts';
import { API_PREFIX, handleApi } from './api.ts';
import { refuseForeign } from './request-guard.ts';
import { shellHtml } from './shell-html.ts';

export const STUDIO_PATH = '/studio';
export const PREVIEW_PATH = '/studio/preview';

async function sendHtml(
  server: ViteDevServer,
  request: IncomingMessage,
  response: ServerResponse,
  shell: string,
) {
  const html = await server.transformIndexHtml(request.url ?? STUDIO_PATH, shell);
  response.statusCode = 200;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  // Only the studio itself may frame its preview; nothing may frame the studio's token.
  response.setHeader('Content-Security-Policy', "frame-ancestors 'self'");
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.end(html);
}

export function studioPlugin(): Plugin {
  // New on every start: a page left open from an earlier run, or any other site, cannot write.
  const token = randomBytes(24).toString('base64url');
  return {
    name: 'studio',
    apply: 'serve',
    // The studio app's packages, bundled as the server starts: Vite's scan begins at index.html
    // only, so they were found when the studio's page (and each part it loads later) asked for
    // them, and Vite optimised them then and reloaded that page, 3 to 4 s lost on a first open.
    // The scan follows the app's lazy imports from its entry.
    config: () => ({
      optimizeDeps: { entries: ['index.html', 'src/studio/app/main.tsx'] },
      // And its modules transformed as the server starts, not as the first page asks.
      server: { warmup: { clientFiles: ['./src/studio/app/main.tsx'] } },
    }),
    configureServer(server) {
      const port = () => {
        const address = server.httpServer?.address();
        return address && typeof address === 'object' ? address.port : undefined;
      };
      const api = { root: server.config.root, token, port };
      // Registered directly (not returned), so it runs before Vite's own HTML fallback.
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://studio.invalid');
        const path = url.pathname;
        if (path.startsWith(API_PREFIX)) {
          void handleApi(api, path.slice(API_PREFIX.length), url, request, response);
          return;
        }
        if (path !== STUDIO_PATH && !path.startsWith(STUDIO_PATH + '/')) return next();
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const refusal = refuseForeign(request, port());
        if (refusal) {
          response.statusCode = refusal.status;
          response.setHeader('Content-Type', 'text/plain; charset=utf-8');
          response.end(refusal.error);
          return;
        }
        const isPreview = path === PREVIEW_PATH || path === PREVIEW_PATH + '/';
        // Read on each request: an edit of the site's head shows on the next reload.
        const indexHtml = readFileSync(join(server.config.root, 'index.html'), 'utf8');
        const shell = isPreview
          ? shellHtml({
              indexHtml,
              title: 'Studio preview',
              rootId: 'root',
              script: '/src/studio/app/preview.tsx',
            })
          : shellHtml({
              indexHtml,
              title: 'Studio',
              rootId: 'studio-root',
              script: '/src/studio/app/main.tsx',
              token,
              // The date the preview leaves past items off by, and the zone times are shown in.
              meta: {
                'studio-build-date': buildDateOf(server.config.root),
                'studio-time-zone': siteTimeZone(server.config.root),
              },
            });
        sendHtml(server, request, response, shell).catch(next);
      });
    },
  };
}
