/**
 * The session cookie. Behind HTTPS it is `__Host-studio_session`: the prefix makes the browser
 * refuse it unless it is Secure, has Path=/ and no Domain, so no other host (a sibling subdomain)
 * can set or shadow it. Over plain HTTP (a server on 127.0.0.1) it is `studio_session`, without
 * Secure, which browsers would drop there. Always HttpOnly (scripts never see it) and
 * SameSite=Strict (no other site's page can make the browser send it).
 */
export const SECURE_SESSION_COOKIE = '__Host-studio_session';
export const PLAIN_SESSION_COOKIE = 'studio_session';

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE;
}

function attributes(secure: boolean, maxAgeSeconds: number): string {
  return [
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The `Set-Cookie` value that stores a session token (`id.secret`, base64url: no escaping). */
export function sessionCookieHeader(
  token: string,
  options: { secure: boolean; maxAgeSeconds: number },
): string {
  return `${sessionCookieName(options.secure)}=${token}; ${attributes(options.secure, options.maxAgeSeconds)}`;
}

/** The `Set-Cookie` value that makes the browser forget the session cookie (sign-out). */
export function clearedSessionCookieHeader(secure: boolean): string {
  return `${sessionCookieName(secure)}=; ${attributes(secure, 0)}`;
}

/**
 * The value of cookie `name` in a `Cookie` request header, or undefined. The first of several
 * with the same name wins (the browser sends the most specific path first).
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    if (pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return undefined;
}
