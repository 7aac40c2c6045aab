/**
 * The defence of every write against cross-site request forgery, in two independent parts:
 * 1. the request comes from the studio's own origin: `Origin` equals the public URL's origin, and
 *    `Sec-Fetch-Site`, which browsers set and pages cannot, is `same-origin` (or `none`);
 * 2. it carries the session's CSRF token in a header, which only a page of the studio can read.
 * The token is derived from the session secret by HMAC, so nothing more is stored and it cannot
 * be computed from the database (which holds only the secret's SHA-256). The header is the one
 * the local studio already sends (`X-Studio-Token`), so the app sends it the same way in both.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { createHmac } from 'node:crypto';
import { TOKEN_HEADER, type Refusal } from '../../server/request-guard.ts';
import { sameBytes } from './tokens.ts';

export const CSRF_HEADER = TOKEN_HEADER;

/** The session's CSRF token: HMAC-SHA256 keyed by the session secret, base64url. */
export function csrfTokenFor(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('studio csrf token').digest('base64url');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Everything but GET, HEAD and OPTIONS changes something and needs the defence. */
export function isWriteMethod(method: string | undefined): boolean {
  return !SAFE_METHODS.has((method ?? 'GET').toUpperCase());
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Part 1: null when the request comes from the studio's own origin, else the refusal. */
export function refuseCrossSite(headers: IncomingHttpHeaders, publicUrl: URL): Refusal | null {
  const origin = single(headers.origin);
  if (origin === undefined || origin === '') {
    return {
      status: 403,
      code: 'missing-origin',
      error:
        'a write must come from the studio page (the request has no Origin): reload the studio',
    };
  }
  if (origin !== publicUrl.origin) {
    return {
      status: 403,
      code: 'cross-origin',
      error: `a request from ${origin} may not write: only the studio at ${publicUrl.origin} may`,
    };
  }
  const site = single(headers['sec-fetch-site']);
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return {
      status: 403,
      code: 'cross-origin',
      error: `a ${site} request may not write: only the studio at ${publicUrl.origin} may`,
    };
  }
  return null;
}

/** Part 2: null when the header carries the session's token, else the refusal. */
export function refuseWithoutCsrfToken(
  headers: IncomingHttpHeaders,
  csrfToken: string,
): Refusal | null {
  const given = single(headers[CSRF_HEADER]);
  if (given === undefined || given === '') {
    return {
      status: 403,
      code: 'missing-token',
      error: 'the X-Studio-Token header is missing: reload the studio',
    };
  }
  if (!sameBytes(Buffer.from(given), Buffer.from(csrfToken))) {
    return {
      status: 403,
      code: 'bad-token',
      error: "the X-Studio-Token is not this session's: reload the studio",
    };
  }
  return null;
}

/** Both parts, for a write request of a signed-in session. */
export function refuseUnsafeWrite(
  headers: IncomingHttpHeaders,
  publicUrl: URL,
  csrfToken: string,
): Refusal | null {
  return refuseCrossSite(headers, publicUrl) ?? refuseWithoutCsrfToken(headers, csrfToken);
}
