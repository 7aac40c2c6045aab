/**
 * The address a request comes from, for throttling and the audit log. Behind a reverse proxy on
 * the same machine (the usual HTTPS setup, started with `--trust-proxy`) every request arrives
 * from loopback, and the proxy appends the real client to `X-Forwarded-For`; so that header is
 * read only when the server was told a proxy is there, only when the peer is loopback, and only
 * its last entry, the one the proxy wrote (earlier ones are whatever the client sent). Otherwise
 * the header is ignored: anyone could send it, and a forged one would dodge the sign-in limit.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import { isLoopbackAddress } from '../../server/request-guard.ts';

export function clientAddress(
  remoteAddress: string | undefined,
  headers: IncomingHttpHeaders,
  trustProxy: boolean,
): string | undefined {
  if (!trustProxy || !isLoopbackAddress(remoteAddress)) return remoteAddress;
  const forwarded = headers['x-forwarded-for'];
  const list = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '');
  const last = list.split(',').at(-1)?.trim() ?? '';
  return isIP(last) ? last : remoteAddress;
}
