/**
 * The site's redirects (`redirects:` in pages/_site.yaml: an old address and the page its
 * visitors reach now) as the build ships them, twice over, since hosts differ:
 *
 * - dist/_redirects, `/old /new 301` per line: the format Netlify and Cloudflare Pages read
 *   (and `npm start`, src/build/plugins/static-site.ts), so those hosts answer with a permanent redirect;
 * - a page at the old address (dist/old/index.html) that sends the browser on at once, with the
 *   new address as its canonical link: a host that reads no rules file still leads visitors on,
 *   and search engines take an immediate refresh as a permanent move. Netlify serves this file
 *   rather than its rule (a file "shadows" a rule there), to the same end.
 */
import { escapeHtml } from './html-text.ts';
import type { Site } from './site-schema.ts';

export type Redirect = Site['redirects'][number];

/**
 * The redirects of the site settings' data as written (not yet validated): each old address
 * and where it leads, in the file's order; of an address listed twice, the first (the second is
 * the validator's `duplicate-redirect`).
 */
export function redirectsIn(siteData: unknown): Map<string, string> {
  const { redirects } = (siteData ?? {}) as { redirects?: unknown };
  const found = new Map<string, string>();
  if (!Array.isArray(redirects)) return found;
  for (const item of redirects as Partial<Redirect>[]) {
    const { from, to } = item ?? {};
    if (typeof from === 'string' && typeof to === 'string' && !found.has(from)) found.set(from, to);
  }
  return found;
}

/** dist/_redirects: one `from to 301` per line, in the site file's order. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return [
    '# pages/_site.yaml redirects: an old address, the page it leads to, a permanent redirect',
    ...redirects.map(({ from, to }) => `${from} ${to} 301`),
    '',
  ].join('\n');
}

/** The rules of a dist/_redirects file: each old address and where it leads. */
export function parseRedirectsFile(text: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith('#')) rules.set(from, to);
  }
  return rules;
}

/**
 * The page written at a redirect's old address, for hosts that read no rules file. `head` is
 * what every page's head carries that this one needs too: the site's icon, inline, so the tab
 * shows it without a request.
 */
export function redirectPage(
  site: Pick<Site, 'url' | 'locale' | 'brand'>,
  { to }: Redirect,
  head: string,
) {
  const href = escapeHtml(to);
  const lang = site.locale.split('_')[0] ?? 'en';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${head}
    <title>This page has moved | ${escapeHtml(site.brand.name)}</title>
    <meta name="robots" content="noindex">
    <link rel="canonical" href="${escapeHtml(new URL(to, site.url).href)}">
    <meta http-equiv="refresh" content="0; url=${href}">
  </head>
  <body>
    <main>
      <h1>This page has moved</h1>
      <p>It is now at <a href="${href}">${escapeHtml(new URL(to, site.url).href)}</a>.</p>
    </main>
  </body>
</html>
`;
}
