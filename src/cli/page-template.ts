/**
 * A built page's file: the client build's page template (dist/index.html) with the page's head
 * tags and body put in. One function for the prerender's workers and for the build cache,
 * which puts a cached body into a new template (src/cli/prerender.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inlineScriptHashes } from '../content/security-headers.ts';

/** What the server bundle renders of a page: its head tags and its body, as HTML. */
export interface RenderedBody {
  head: string;
  html: string;
}

export interface PageTemplate {
  /** The client build's dist/index.html, read before the home page takes its place. */
  template: string;
  /** The files of the client build's entry (its manifest's `index.html` assets). */
  entryAssets: string[];
}

/** The page's HTML: the template with its head tags and body in. */
export function pageHtml({ template, entryAssets }: PageTemplate, body: RenderedBody): string {
  /** The self-hosted font files the entry's CSS uses: preloaded so text never waits for CSS. */
  const fontPreloads = entryAssets
    .filter((asset) => asset.endsWith('.woff2'))
    .map(
      (asset) => `<link rel="preload" href="/${asset}" as="font" type="font/woff2" crossorigin>`,
    );
  return template
    .replace('<!--app-head-->', [body.head, ...fontPreloads].join('\n    '))
    .replace('<!--app-html-->', body.html);
}

/** Writes dist/<outFile>; returns the hashes of the inline scripts it holds. */
export function writePage(
  dist: string,
  outFile: string,
  page: PageTemplate,
  body: RenderedBody,
): string[] {
  const html = pageHtml(page, body);
  const target = join(dist, outFile);
  mkdirSync(dirname(target), { recursive: true });
  // A new file: the last build's may be a link into the build cache (src/cli/build-cache/).
  rmSync(target, { force: true });
  writeFileSync(target, html);
  return inlineScriptHashes(html);
}
