/**
 * Makes `vite preview` (and so `npm start` and the end-to-end tests) answer like the static
 * host the site is deployed to: `/pricing` serves dist/pricing/index.html, an unknown path gets
 * dist/404.html with status 404, an old address of dist/_redirects a 301 to its page, every
 * response carries the headers of dist/_headers (the Content-Security-Policy among them) and
 * text is compressed. The client build also records
 * which modules went into which chunk (dist/.vite/chunk-modules.json) for `npm run size`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { sendFile } from '../../content/compression.ts';
import { parseRedirectsFile } from '../../content/redirects.ts';
import {
  allowInlineScripts,
  headersFile,
  headersForPath,
  inlineScriptHashes,
  parseHeadersFile,
  siteHeaders,
} from '../../content/security-headers.ts';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export function staticSitePlugin(): Plugin {
  let emailOrigin: string | undefined;
  let root = '';
  return {
    name: 'static-site',
    configResolved(config) {
      root = config.root;
      emailOrigin = config.env.VITE_EMAILJS_API_ORIGIN as string | undefined;
    },
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        // Per chunk: each module's id and its rendered length in bytes. Ids inside the project
        // are written from its root (`/src/…`): the output must not depend on where the
        // project was built (the build cache, src/build/cache/, is moved between checkouts).
        const id = (path: string) => (path.startsWith(`${root}/`) ? path.slice(root.length) : path);
        const modules: Record<string, Record<string, number>> = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          modules[output.fileName] = Object.fromEntries(
            Object.entries(output.modules).map(([path, module]) => [
              id(path),
              module.renderedLength,
            ]),
          );
        }
        this.emitFile({
          type: 'asset',
          fileName: CHUNK_MODULES_FILE,
          source: JSON.stringify(modules, null, 1),
        });
        // The page template's own inline scripts (the islands entry's loader) are allowed here,
        // so the client build alone serves working pages; the prerender adds every page's.
        const template = bundle['index.html'];
        const html = template?.type === 'asset' ? String(template.source) : '';
        this.emitFile({
          type: 'asset',
          fileName: '_headers',
          source: headersFile(
            allowInlineScripts(siteHeaders(emailOrigin), inlineScriptHashes(html)),
          ),
        });
      },
    },
    configurePreviewServer(server) {
      // outDir may be relative: to the project root, not to the process's folder.
      const dist = resolve(server.config.root, server.config.build.outDir);
      // The headers the build shipped, so what is tested is what gets deployed.
      const shipped = join(dist, '_headers');
      const headers = existsSync(shipped)
        ? parseHeadersFile(readFileSync(shipped, 'utf8'))
        : siteHeaders(server.config.env.VITE_EMAILJS_API_ORIGIN as string | undefined);
      // The old addresses the build shipped (src/content/redirects.ts), answered as a host
      // that reads dist/_redirects answers them.
      const rulesFile = join(dist, '_redirects');
      const redirects = existsSync(rulesFile)
        ? parseRedirectsFile(readFileSync(rulesFile, 'utf8'))
        : new Map<string, string>();
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
        for (const [name, value] of Object.entries(headersForPath(headers, path))) {
          response.setHeader(name, value);
        }
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const movedTo = redirects.get(path.length > 1 ? path.replace(/\/$/, '') : path);
        if (movedTo) {
          response.statusCode = 301;
          response.setHeader('Location', movedTo);
          return response.end();
        }
        if (/\.[a-z0-9]+$/i.test(path)) {
          const file = join(dist, path);
          // A missing asset is a 404, never the SPA fallback page with status 200.
          if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
            response.statusCode = 404;
            return response.end('Not found');
          }
          return sendFile(request, response, file);
        }
        const page = join(dist, path, 'index.html');
        const notFound = join(dist, '404.html');
        const file = existsSync(page) ? page : notFound;
        if (!existsSync(file)) return next();
        response.statusCode = file === page ? 200 : 404;
        sendFile(request, response, file);
      });
    },
  };
}
