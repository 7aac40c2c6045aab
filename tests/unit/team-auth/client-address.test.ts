/** Forwarded addresses are believed only from a proxy on this machine, and only the last one. */
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../../src/studio/team/auth/client-address.ts';

describe('clientAddress', () => {
  it('takes the proxy’s entry of X-Forwarded-For when the peer is loopback', () => {
    expect(clientAddress('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
    // The client's own (made-up) entries come first; the proxy appends the real one.
    expect(clientAddress('::1', { 'x-forwarded-for': '10.9.9.9, 198.51.100.4' })).toBe(
      '198.51.100.4',
    );
    expect(clientAddress('::ffff:127.0.0.1', { 'x-forwarded-for': '2001:db8::5' })).toBe(
      '2001:db8::5',
    );
    expect(clientAddress('127.0.0.1', {})).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', { 'x-forwarded-for': 'garbage' })).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For from any other peer', () => {
    expect(clientAddress('198.51.100.9', { 'x-forwarded-for': '127.0.0.1' })).toBe('198.51.100.9');
    expect(clientAddress(undefined, { 'x-forwarded-for': '203.0.113.7' })).toBeUndefined();
  });
});
