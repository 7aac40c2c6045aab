/** The cookie's attributes, and the two parts of the CSRF defence, as pure functions. */
import { describe, expect, it } from 'vitest';
import {
  clearedSessionCookieHeader,
  readCookie,
  sessionCookieHeader,
} from '../../../../../src/studio/team/auth/cookies.ts';
import {
  CSRF_HEADER,
  csrfTokenFor,
  isWriteMethod,
  refuseCrossSite,
  refuseUnsafeWrite,
  refuseWithoutCsrfToken,
} from '../../../../../src/studio/team/auth/csrf.ts';
import { parsePublicUrl } from '../../../../../src/studio/team/public-url.ts';

const https = parsePublicUrl('https://studio.example.com/');
const http = parsePublicUrl('http://127.0.0.1:8787');

describe('session cookie', () => {
  it('is __Host- prefixed and Secure behind HTTPS, plain over HTTP; always HttpOnly, Strict, Path=/', () => {
    expect(sessionCookieHeader('id.secret', { secure: true, maxAgeSeconds: 3600.7 })).toBe(
      '__Host-studio_session=id.secret; Path=/; Max-Age=3600; HttpOnly; SameSite=Strict; Secure',
    );
    expect(sessionCookieHeader('id.secret', { secure: false, maxAgeSeconds: 60 })).toBe(
      'studio_session=id.secret; Path=/; Max-Age=60; HttpOnly; SameSite=Strict',
    );
    expect(clearedSessionCookieHeader(false)).toBe(
      'studio_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict',
    );
  });

  it('is read from a Cookie header by its exact name', () => {
    const header =
      'theme=dark; studio_session_old=x; __Host-studio_session=abc.def ; studio_session=plain';
    expect(readCookie(header, '__Host-studio_session')).toBe('abc.def');
    expect(readCookie(header, 'studio_session')).toBe('plain');
    expect(readCookie(header, 'missing')).toBeUndefined();
    expect(readCookie(undefined, 'studio_session')).toBeUndefined();
  });
});

describe('CSRF defence', () => {
  it('derives one token per session secret', () => {
    const token = csrfTokenFor('secret-one');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrfTokenFor('secret-one')).toBe(token);
    expect(csrfTokenFor('secret-two')).not.toBe(token);
  });

  it('requires the token in X-Studio-Token', () => {
    const token = csrfTokenFor('s');
    expect(CSRF_HEADER).toBe('x-studio-token');
    expect(refuseWithoutCsrfToken({}, token)?.code).toBe('missing-token');
    expect(refuseWithoutCsrfToken({ [CSRF_HEADER]: 'x' }, token)?.code).toBe('bad-token');
    expect(refuseWithoutCsrfToken({ [CSRF_HEADER]: csrfTokenFor('other') }, token)?.code).toBe(
      'bad-token',
    );
    expect(refuseWithoutCsrfToken({ [CSRF_HEADER]: token }, token)).toBeNull();
  });

  it('requires the public URL’s own origin, and no cross-site fetch metadata', () => {
    expect(refuseCrossSite({}, https)?.code).toBe('missing-origin');
    expect(refuseCrossSite({ origin: 'https://evil.example' }, https)).toEqual({
      status: 403,
      code: 'cross-origin',
      error:
        'a request from https://evil.example may not write: only the studio at https://studio.example.com may',
    });
    // The same host over plain HTTP, or another port, is another origin.
    expect(refuseCrossSite({ origin: 'http://studio.example.com' }, https)?.code).toBe(
      'cross-origin',
    );
    expect(refuseCrossSite({ origin: 'http://127.0.0.1:8788' }, http)?.code).toBe('cross-origin');
    expect(refuseCrossSite({ origin: 'null' }, https)?.code).toBe('cross-origin');
    expect(
      refuseCrossSite(
        { origin: 'https://studio.example.com', 'sec-fetch-site': 'cross-site' },
        https,
      )?.code,
    ).toBe('cross-origin');
    expect(
      refuseCrossSite(
        { origin: 'https://studio.example.com', 'sec-fetch-site': 'same-site' },
        https,
      )?.code,
    ).toBe('cross-origin');
    expect(
      refuseCrossSite(
        { origin: 'https://studio.example.com', 'sec-fetch-site': 'same-origin' },
        https,
      ),
    ).toBeNull();
    expect(refuseCrossSite({ origin: 'https://studio.example.com' }, https)).toBeNull();
    expect(
      refuseCrossSite({ origin: 'http://127.0.0.1:8787', 'sec-fetch-site': 'none' }, http),
    ).toBeNull();
  });

  it('checks both parts for a write', () => {
    const token = csrfTokenFor('s');
    const origin = 'https://studio.example.com';
    expect(refuseUnsafeWrite({ origin, [CSRF_HEADER]: token }, https, token)).toBeNull();
    expect(refuseUnsafeWrite({ origin }, https, token)?.code).toBe('missing-token');
    expect(
      refuseUnsafeWrite({ origin: 'https://evil.example', [CSRF_HEADER]: token }, https, token)
        ?.code,
    ).toBe('cross-origin');
    expect(['GET', 'head', 'OPTIONS'].map(isWriteMethod)).toEqual([false, false, false]);
    expect(['POST', 'put', 'PATCH', 'DELETE'].map(isWriteMethod)).toEqual([true, true, true, true]);
  });
});

describe('public URL', () => {
  it('is an origin only', () => {
    expect(https.origin).toBe('https://studio.example.com');
    expect(() => parsePublicUrl('studio.example.com')).toThrow(/must be an address like/);
    expect(() => parsePublicUrl('ftp://studio.example.com')).toThrow(/https:\/\/ or http:\/\//);
    expect(() => parsePublicUrl('https://studio.example.com/cms')).toThrow(/root address only/);
    expect(() => parsePublicUrl('https://user:pw@studio.example.com')).toThrow(
      /user name or password/,
    );
  });
});
