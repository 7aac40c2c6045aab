/**
 * The team server's pages: the studio app and its preview frame (each an empty root and the
 * built entry), and the built files themselves. The pages hold no data: the app asks the API,
 * which answers only a signed-in person. A reviewer's preview link names a draft and a route in
 * its address; the page reads them from its meta tags.
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { contentTypeOf } from '../../../content/compression.ts';
import { shellHtml } from '../../server/shell-html.ts';
import { STUDIO_APP_BASE, type StudioApp } from './app-build.ts';

export const PREVIEW_PATH = '/studio/preview';

/**
 * What a team-studio page may load: its own scripts, styles, pictures, fonts and frames, and
 * nothing else. Styles stay open to inline ones because CodeMirror injects its own; pictures take
 * `data:` and `blob:` for the upload previews. No plugin, no `<base>`, no posting elsewhere.
 * The local studio (`npm run studio`) runs under Vite, whose dev client needs more, and is exempt.
 */
export const STUDIO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Headers every studio page carries: its CSP, no sniffing, no referrer leaks. */
export function pageHeaders(response: ServerResponse) {
  response.setHeader('Content-Security-Policy', STUDIO_CSP);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'same-origin');
}

function sendHtml(response: ServerResponse, html: string) {
  response.statusCode = 200;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  pageHeaders(response);
  response.end(html);
}

export interface AppPages {
  /** `meta`: more tags for the page (main's dates, main-dates.ts). */
  studio(response: ServerResponse, meta?: Record<string, string>): void;
  /** The preview frame; with a draft and route, the reviewer's preview of that page. */
  preview(response: ServerResponse, draft?: { id: string; route: string }): void;
  /** Serves a built file under /studio/app/, or answers 404. */
  asset(request: IncomingMessage, response: ServerResponse, path: string): void;
  /**
   * Serves a file of the site's public/ (the library's pictures, illustrations, the icon) that the
   * previews ask for; false when there is none.
   */
  publicFile(response: ServerResponse, path: string): boolean;
}

/** The file's facts, or null when the file system cannot say (ENOTDIR, ENAMETOOLONG, …). */
function statOrNull(file: string) {
  try {
    return statSync(file, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

/**
 * Streams `relativePath` from inside `dir`, or answers 404 (`orNotFound`) / returns false. A
 * path that climbs out of `dir` is never served.
 */
function sendFile(
  response: ServerResponse,
  dir: string,
  relativePath: string,
  cacheControl: string,
  orNotFound = true,
): boolean {
  let decoded: string;
  try {
    decoded = normalize(decodeURIComponent(relativePath));
  } catch {
    decoded = '..';
  }
  // No file name holds a NUL (the file system would throw on it): not found, like `..`.
  if (decoded.includes('\0')) decoded = '..';
  const file = join(dir, decoded);
  // Outside `dir` is never looked at (not even whether it exists), and a name the file system
  // refuses (too long, a file taken for a folder) is simply not there: a 404, never a 500.
  const inside = !decoded.startsWith('..') && file.startsWith(dir + sep);
  const stats = inside ? statOrNull(file) : null;
  if (!stats?.isFile()) {
    if (!orNotFound) return false;
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end('Not found');
    return true;
  }
  response.statusCode = 200;
  response.setHeader('Content-Type', contentTypeOf(file) ?? 'application/octet-stream');
  response.setHeader('Content-Length', String(stats.size));
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  createReadStream(file).pipe(response);
  return true;
}

export function appPages(root: string, app: StudioApp): AppPages {
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  return {
    studio(response, meta = {}) {
      const { script, styles } = app.entries.studio;
      sendHtml(
        response,
        shellHtml({
          indexHtml,
          title: 'Studio',
          rootId: 'studio-root',
          script,
          styles,
          meta: { 'studio-mode': 'team', ...meta },
        }),
      );
    },
    preview(response, draft) {
      const { script, styles } = app.entries.preview;
      sendHtml(
        response,
        shellHtml({
          indexHtml,
          title: draft ? `Preview of ${draft.route}` : 'Studio preview',
          rootId: 'root',
          script,
          styles,
          meta: draft
            ? {
                'studio-mode': 'team',
                'studio-preview-draft': draft.id,
                'studio-preview-route': draft.route,
              }
            : { 'studio-mode': 'team' },
        }),
      );
    },
    asset(_request, response, path) {
      // Hashed names: a new build has new names, so a file never changes under its name.
      sendFile(
        response,
        app.dir,
        path.slice(STUDIO_APP_BASE.length),
        'public, max-age=31536000, immutable',
      );
    },
    publicFile(response, path) {
      return sendFile(response, join(root, 'public'), path.slice(1), 'no-cache', false);
    },
  };
}
