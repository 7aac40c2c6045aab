/**
 * Answers requests for a built site the way the static host it is deployed to does: `/pricing`
 * serves <folder>/pricing/index.html, an unknown path gets <folder>/404.html with status 404, an
 * old address of <folder>/_redirects a 301 to its page, every response carries the headers of
 * <folder>/_headers (the Content-Security-Policy among them) and text is compressed. The one
 * serving code of `npm start`, `vite preview` (static-site-plugin.ts) and the team studio's live
 * site (src/deploy/targets/serve.ts).
 *
 * The folder is asked once per request and only that folder answers it, so a site whose folder
 * changes between requests (a deploy) never answers one request from two versions. A hashed
 * asset missing from it may still be answered from an earlier version's folder: a tab opened
 * before a deploy loads its chunks from there.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { sendFile } from './compression.ts';
import { parseRedirectsFile } from './redirects.ts';
import { headersForPath, parseHeadersFile, type HeaderRules } from './security-headers.ts';

export interface SiteFolders {
  /** The built site answering this request, or undefined when there is none yet. */
  live(): string | undefined;
  /** Earlier versions' folders, newest first, whose `/assets/` still answer. */
  earlier?(): readonly string[];
}

export type Handler = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;

interface FolderRules {
  headers: HeaderRules;
  redirects: Map<string, string>;
}

/** A built site's folder is never changed once served: its rules are read once. */
const RULES_KEPT = 20;

/**
 * `defaultHeaders`: the headers of a folder without `_headers` (a client build alone), those the
 * build would have written.
 */
export function staticSiteHandler(
  folders: SiteFolders,
  defaultHeaders: () => HeaderRules,
): Handler {
  const rulesByFolder = new Map<string, FolderRules>();
  const rulesOf = (folder: string): FolderRules => {
    let rules = rulesByFolder.get(folder);
    if (!rules) {
      // The headers and old addresses the build shipped, so what is served is what is deployed.
      const shipped = join(folder, '_headers');
      const redirectsFile = join(folder, '_redirects');
      rules = {
        headers: existsSync(shipped)
          ? parseHeadersFile(readFileSync(shipped, 'utf8'))
          : defaultHeaders(),
        redirects: existsSync(redirectsFile)
          ? parseRedirectsFile(readFileSync(redirectsFile, 'utf8'))
          : new Map<string, string>(),
      };
      rulesByFolder.set(folder, rules);
      if (rulesByFolder.size > RULES_KEPT) rulesByFolder.delete(rulesByFolder.keys().next().value!);
    }
    return rules;
  };

  return (request, response, next) => {
    const folder = folders.live();
    if (folder === undefined) return next();
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      response.statusCode = 400;
      return response.end('The address is not a valid URL path');
    }
    const { headers, redirects } = rulesOf(folder);
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
      const file =
        fileIn(folder, path) ??
        (path.startsWith('/assets/')
          ? (folders.earlier?.() ?? []).map((older) => fileIn(older, path)).find(Boolean)
          : undefined);
      // A missing asset is a 404, never the SPA fallback page with status 200.
      if (!file) {
        response.statusCode = 404;
        return response.end('Not found');
      }
      return sendFile(request, response, file);
    }
    const page = fileIn(folder, join(path, 'index.html'));
    const file = page ?? fileIn(folder, '/404.html');
    if (!file) return next();
    response.statusCode = file === page ? 200 : 404;
    sendFile(request, response, file);
  };
}

/** `path` (a decoded URL path) inside `folder` when it is a file there; never outside it. */
function fileIn(folder: string, path: string): string | undefined {
  const file = join(folder, path);
  if (!file.startsWith(folder + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}
