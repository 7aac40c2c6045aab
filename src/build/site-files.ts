/**
 * The files of a built site besides its pages, written once the pages are (src/build/prerender.ts):
 * dist/_headers with the inline scripts the pages hold allowed, dist/sitemap.xml,
 * dist/robots.txt, and the old addresses' dist/_redirects and pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { redirectPage, redirectsFile } from '../content/redirects.ts';
import { htmlFileForRoute } from '../content/route-path.ts';
import { allowInlineScripts, headersFile, parseHeadersFile } from '../content/security-headers.ts';
import type { Site } from '../content/site-schema.ts';
import { writeFresh } from './cache/linked-tree.ts';

export interface SiteFilesInput {
  site: Site;
  /** The page template (its icon link is the redirect pages'). */
  template: string;
  /** The hashes of the inline scripts of every page. */
  inlineScripts: ReadonlySet<string>;
  /** The routes of the pages, in the sitemap's order. */
  routePaths: readonly string[];
}

export function writeSiteFiles(
  dist: string,
  { site, template, inlineScripts, routePaths }: SiteFilesInput,
) {
  // The client build wrote dist/_headers; let its policy run exactly the inline scripts found.
  const headersPath = join(dist, '_headers');
  writeFresh(
    headersPath,
    headersFile(
      allowInlineScripts(
        parseHeadersFile(readFileSync(headersPath, 'utf8')),
        [...inlineScripts].sort(),
      ),
    ),
  );

  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routePaths.map((route) => `  <url><loc>${new URL(route, site.url).href}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  writeFresh(join(dist, 'sitemap.xml'), sitemap);
  writeFresh(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`,
  );
  // The old addresses (src/content/redirects.ts): a rule for the hosts that read one, a page
  // that leads on for those that do not. None, no file: a kept dist/ loses the last build's.
  if (site.redirects.length > 0) {
    writeFresh(join(dist, '_redirects'), redirectsFile(site.redirects));
    const icon = /<link\b[^>]*\brel="icon"[^>]*>/.exec(template)?.[0] ?? '';
    for (const redirect of site.redirects) {
      writeFresh(join(dist, htmlFileForRoute(redirect.from)), redirectPage(site, redirect, icon));
    }
  }
}
