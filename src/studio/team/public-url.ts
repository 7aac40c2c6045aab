/**
 * The address people use to reach the team studio (`--public-url`), which may be an HTTPS proxy
 * in front of a server listening on plain HTTP. Invitation links, the Secure cookie and the
 * Origin check all follow it, so it is checked once here and passed around as a URL.
 */
export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PUBLIC_URL = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;

export class PublicUrlError extends Error {
  readonly code = 'bad-public-url';
}

/**
 * `https://studio.example.com` (a trailing slash is fine) → the URL. Refused: other schemes,
 * credentials, a query or fragment, and a path (the studio is served from the root; the links it
 * makes are `<origin>/studio/…`).
 */
export function parsePublicUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new PublicUrlError(
      `--public-url must be an address like https://studio.example.com, got "${text}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PublicUrlError(`--public-url must start with https:// or http://, got "${text}"`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new PublicUrlError('--public-url must not carry a user name or password');
  }
  if (url.search !== '' || url.hash !== '' || url.pathname !== '/') {
    throw new PublicUrlError(
      `--public-url is the site's root address only (no path, query or #), got "${text}"`,
    );
  }
  return url;
}

/** Behind HTTPS the session cookie is Secure and takes the `__Host-` prefix. */
export function isSecureUrl(url: URL): boolean {
  return url.protocol === 'https:';
}
