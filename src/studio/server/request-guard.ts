/**
 * Who may talk to the studio's API. The dev server listens on 127.0.0.1 only, but a page on
 * another site can still make the visitor's browser send requests to it (CSRF), and a name that
 * resolves to 127.0.0.1 can pose as the studio (DNS rebinding). So: only loopback peers, only
 * `Host` names that mean this machine, and a write needs the per-run token the studio page
 * carries, an Origin (when sent) of this very server and no cross-site fetch metadata.
 */
import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';

export const TOKEN_HEADER = 'x-studio-token';

export interface Refusal {
  status: number;
  code: string;
  error: string;
}

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/, '');
  return address === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}

/** `127.0.0.1:5173` → true when the name is this machine's and the port is the server's. */
function isOwnHost(host: string | undefined, port: number | undefined): boolean {
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return false;
  }
  const hostPort = url.port === '' ? 80 : Number(url.port);
  return LOOPBACK_NAMES.has(url.hostname) && (port === undefined || hostPort === port);
}

/** Checks every studio request (reads too): a loopback peer addressing this machine by name. */
export function refuseForeign(request: IncomingMessage, port: number | undefined): Refusal | null {
  if (!isLoopbackAddress(request.socket.remoteAddress)) {
    return {
      status: 403,
      code: 'not-loopback',
      error: 'the studio answers only on this computer (loopback)',
    };
  }
  if (!isOwnHost(request.headers.host, port)) {
    return {
      status: 403,
      code: 'bad-host',
      error: `the Host "${request.headers.host ?? ''}" is not this development server`,
    };
  }
  return null;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checks a request that writes: the studio's token, and nothing that says another site sent it. */
export function refuseWrite(
  request: IncomingMessage,
  port: number | undefined,
  token: string,
): Refusal | null {
  const foreign = refuseForeign(request, port);
  if (foreign) return foreign;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    let sameOrigin = false;
    try {
      const url = new URL(origin);
      sameOrigin =
        url.protocol === 'http:' && isOwnHost(url.host, port) && url.host === request.headers.host;
    } catch {
      sameOrigin = false;
    }
    if (!sameOrigin) {
      return {
        status: 403,
        code: 'cross-origin',
        error: `a request from ${origin} may not write: only the studio on this server may`,
      };
    }
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return {
      status: 403,
      code: 'cross-origin',
      error: `a ${site} request may not write: only the studio on this server may`,
    };
  }
  const given = request.headers[TOKEN_HEADER];
  if (typeof given !== 'string' || given === '') {
    return {
      status: 403,
      code: 'missing-token',
      error: 'the X-Studio-Token header is missing: reload the studio',
    };
  }
  if (!sameToken(given, token)) {
    return {
      status: 403,
      code: 'bad-token',
      error: "the X-Studio-Token is not this run's: reload the studio",
    };
  }
  return null;
}
