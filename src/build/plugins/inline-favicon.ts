/**
 * Built pages carry their icon in their HTML (a `data:` URL made from public/favicon.svg)
 * rather than naming /favicon.svg. The browser fetches a named icon while the page is still
 * painting, at high priority, beside the font the main text waits for; on a slow connection
 * that request shares the bandwidth and can push the main paint back by a round trip (measured
 * in docs/quality.md). Inline, the icon costs a few hundred bytes of every page and no request.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ICON_LINK = 'href="/favicon.svg"';

/** The SVG as a `data:` URL, escaping only what a URL or the attribute needs (it stays short). */
export function svgDataUrl(svg: string): string {
  const text = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>?[\\\]^`{|}]/g, encodeURIComponent);
  return `data:image/svg+xml,${text}`;
}

export function inlineFaviconPlugin(): Plugin {
  let publicDir = 'public';
  return {
    name: 'inline-favicon',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir || join(config.root, 'public');
    },
    transformIndexHtml(html) {
      if (!html.includes(ICON_LINK)) return html;
      const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
      return html.replace(ICON_LINK, `href="${svgDataUrl(svg)}"`);
    },
  };
}
