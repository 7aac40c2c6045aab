/**
 * Who may call the studio's API: loopback peers addressing this machine by name, and for a
 * write, this run's token from this server's own origin.
 */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  isLoopbackAddress,
  refuseForeign,
  refuseWrite,
} from '../../../../src/studio/server/request-guard.ts';

const PORT = 5210;
const TOKEN = 'a'.repeat(32);

function request(headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  return {
    headers: { host: `127.0.0.1:${PORT}`, ...headers },
    socket: { remoteAddress },
  } as unknown as IncomingMessage;
}

const codeOf = (refusal: { code: string } | null) => refusal?.code ?? 'allowed';

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['192.168.1.2', false],
    ['::ffff:192.168.1.2', false],
    ['1270.0.0.1', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});

describe('refuseForeign (every request)', () => {
  it('allows this machine by any of its names at the server port', () => {
    for (const host of [`127.0.0.1:${PORT}`, `localhost:${PORT}`, `[::1]:${PORT}`]) {
      expect(codeOf(refuseForeign(request({ host }), PORT)), host).toBe('allowed');
    }
  });

  it('refuses a peer on the network and a Host of another name or port', () => {
    expect(codeOf(refuseForeign(request({}, '192.168.1.20'), PORT))).toBe('not-loopback');
    expect(codeOf(refuseForeign(request({ host: `attacker.example:${PORT}` }), PORT))).toBe(
      'bad-host',
    );
    expect(codeOf(refuseForeign(request({ host: '127.0.0.1:9999' }), PORT))).toBe('bad-host');
    expect(codeOf(refuseForeign(request({ host: '' }), PORT))).toBe('bad-host');
  });
});

describe('refuseWrite', () => {
  const good = { 'x-studio-token': TOKEN };

  it('allows the studio: its token, its own origin, a same-origin fetch', () => {
    expect(codeOf(refuseWrite(request(good), PORT, TOKEN))).toBe('allowed');
    expect(
      codeOf(
        refuseWrite(
          request({ ...good, origin: `http://127.0.0.1:${PORT}`, 'sec-fetch-site': 'same-origin' }),
          PORT,
          TOKEN,
        ),
      ),
    ).toBe('allowed');
    expect(codeOf(refuseWrite(request({ ...good, 'sec-fetch-site': 'none' }), PORT, TOKEN))).toBe(
      'allowed',
    );
  });

  it.each([
    ['another site', { origin: 'http://attacker.example' }],
    ['another port', { origin: 'http://127.0.0.1:8080' }],
    ['localhost while the Host says 127.0.0.1', { origin: `http://localhost:${PORT}` }],
    ['https', { origin: `https://127.0.0.1:${PORT}` }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site fetch', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s as cross-origin', (_, headers) => {
    expect(codeOf(refuseWrite(request({ ...good, ...headers }), PORT, TOKEN))).toBe('cross-origin');
  });

  it('refuses a missing, empty or wrong token', () => {
    expect(codeOf(refuseWrite(request({}), PORT, TOKEN))).toBe('missing-token');
    expect(codeOf(refuseWrite(request({ 'x-studio-token': '' }), PORT, TOKEN))).toBe(
      'missing-token',
    );
    expect(codeOf(refuseWrite(request({ 'x-studio-token': 'b'.repeat(32) }), PORT, TOKEN))).toBe(
      'bad-token',
    );
    expect(codeOf(refuseWrite(request({ 'x-studio-token': TOKEN + 'x' }), PORT, TOKEN))).toBe(
      'bad-token',
    );
  });

  it('refuses a write from the network even with the token', () => {
    expect(codeOf(refuseWrite(request(good, '10.1.2.3'), PORT, TOKEN))).toBe('not-loopback');
  });
});
