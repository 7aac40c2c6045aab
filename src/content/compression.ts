/**
 * Serves a file from dist/ the way a production host does: brotli or gzip when the browser
 * accepts it (text types only), with its content type. Compressed bodies are cached in memory
 * per file and modification time, so Lighthouse and the tests measure realistic transfer sizes.
 */
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Content types by extension: the one table every server of the project answers with. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
};

/** The content type of a file by its extension, or undefined for one no server sends. */
export const contentTypeOf = (path: string): string | undefined =>
  TYPES[extname(path).toLowerCase()];

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.xml', '.txt', '.json']);

const MAX_CACHED = 4000;
const cache = new Map<string, { mtime: number; br: Buffer; gzip: Buffer }>();

function variants(file: string) {
  const mtime = statSync(file).mtimeMs;
  let entry = cache.get(file);
  if (!entry || entry.mtime !== mtime) {
    const body = readFileSync(file);
    entry = {
      mtime,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
    };
    cache.set(file, entry);
    // Bounded: a server that lives through many deploys meets every release's files.
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  }
  return entry;
}

/** Sends `file` (which exists); the caller has set the status and any other headers. */
export function sendFile(request: IncomingMessage, response: ServerResponse, file: string) {
  const extension = extname(file).toLowerCase();
  response.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
  let body: Buffer = readFileSync(file);
  if (COMPRESSIBLE.has(extension)) {
    response.setHeader('Vary', 'Accept-Encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) {
      response.setHeader('Content-Encoding', 'br');
      body = variants(file).br;
    } else if (/\bgzip\b/.test(accepted)) {
      response.setHeader('Content-Encoding', 'gzip');
      body = variants(file).gzip;
    }
  }
  response.setHeader('Content-Length', body.length);
  response.end(request.method === 'HEAD' ? undefined : body);
}
