/**
 * Makes `vite preview` (the end-to-end tests, `npm run lighthouse`) answer like the static host
 * the site is deployed to, with the serving code of `npm start` (static-site-handler.ts): `/pricing` serves dist/pricing/index.html, an unknown path gets
 * dist/404.html with status 404, an old address of dist/_redirects a 301 to its page, every
 * response carries the headers of dist/_headers (the Content-Security-Policy among them) and
 * text is compressed. The client build also records
 * which modules went into which chunk (dist/.vite/chunk-modules.json) for `npm run size`.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  allowInlineScripts,
  headersFile,
  inlineScriptHashes,
  siteHeaders,
} from '../../content/security-headers.ts';
import { staticSiteHandler } from '../../content/static-site-handler.ts';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export function staticSitePlugin(): Plugin {
  let emailOrigin: string | undefined;
  let leadsUrl: string | undefined;
  let root = '';
  return {
    name: 'static-site',
    configResolved(config) {
      root = config.root;
      emailOrigin = config.env.VITE_EMAILJS_API_ORIGIN as string | undefined;
      leadsUrl = config.env.VITE_LEADS_URL as string | undefined;
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
            allowInlineScripts(siteHeaders(emailOrigin, leadsUrl), inlineScriptHashes(html)),
          ),
        });
      },
    },
    configurePreviewServer(server) {
      // outDir may be relative: to the project root, not to the process's folder.
      const dist = resolve(server.config.root, server.config.build.outDir);
      const env = server.config.env;
      const headers = () =>
        siteHeaders(
          env.VITE_EMAILJS_API_ORIGIN as string | undefined,
          env.VITE_LEADS_URL as string | undefined,
        );
      // The one serving code of every server of the built site (static-site-handler.ts).
      server.middlewares.use(staticSiteHandler({ live: () => dist }, headers));
    },
  };
}
