/**
 * Forwarded addresses are believed only when the server was started with `--trust-proxy`, only
 * from a proxy on this machine, and only the last one.
 */
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../../../../src/studio/team/auth/client-address.ts';

const behindProxy = (peer: string | undefined, forwarded?: string) =>
  clientAddress(peer, forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }, true);

describe('clientAddress', () => {
  it('takes the proxy’s entry of X-Forwarded-For when trusted and the peer is loopback', () => {
    expect(behindProxy('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    // The client's own (made-up) entries come first; the proxy appends the real one.
    expect(behindProxy('::1', '10.9.9.9, 198.51.100.4')).toBe('198.51.100.4');
    expect(behindProxy('::ffff:127.0.0.1', '2001:db8::5')).toBe('2001:db8::5');
    expect(behindProxy('127.0.0.1')).toBe('127.0.0.1');
    expect(behindProxy('127.0.0.1', 'garbage')).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For from any other peer', () => {
    expect(behindProxy('198.51.100.9', '127.0.0.1')).toBe('198.51.100.9');
    expect(behindProxy(undefined, '203.0.113.7')).toBeUndefined();
  });

  it('ignores X-Forwarded-For, even from loopback, unless a proxy is trusted', () => {
    // Without a proxy, a client on this machine could otherwise pick any address it liked and
    // so a fresh sign-in limit for each guess.
    for (const forwarded of ['203.0.113.7', '10.9.9.9, 198.51.100.4', '2001:db8::5']) {
      expect(clientAddress('127.0.0.1', { 'x-forwarded-for': forwarded }, false)).toBe('127.0.0.1');
    }
  });
});
