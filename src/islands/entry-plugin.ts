/**
 * A built page's only script is the islands entry (src/entry-islands.ts), not the entry that
 * renders the whole site with its router (src/entry-client.tsx, which the dev server and the
 * studio's preview keep). Swapping it in index.html before Vite reads the page's scripts also
 * keeps the route table and every page's module out of the client build: what a browser can
 * load does not grow with the number of pages.
 *
 * The entry is not requested by its own tag: a small inline loader (entry-loader.ts) adds it
 * once the page has loaded and its first contentful paint is reported, or at the visitor's
 * first sign of intent (a pointer over or down, a touch, a key, focus), whichever comes first.
 * Nothing in the first paint waits for it, and the paint of a built page is that of its HTML
 * alone: any request that ends before the paint, whatever its priority, is part of what
 * Lighthouse's simulation waits for (docs/quality.md). Until it runs, links and disclosures
 * work as they do without scripts.
 */
import type { Plugin } from 'vite';
import { loadIslandsEntry } from './entry-loader.ts';

/** The loader as the page runs it, at the end of the body (entry-loader.ts). */
const loaderScript = (entry: string) =>
  `<script data-entry="${entry}">(${loadIslandsEntry.toString()})(document.currentScript);</script>`;

export function islandsEntryPlugin(): Plugin[] {
  return [
    {
      name: 'islands-entry',
      apply: 'build',
      transformIndexHtml: {
        order: 'pre',
        handler: (html) => html.replace('/src/entry-client.tsx', '/src/entry-islands.ts'),
      },
    },
    {
      // After Vite has written the entry's tag (in the head).
      name: 'islands-entry-loader',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler: (html) => {
          const entry = /\s*<script type="module" [^>]*src="([^"]+)"[^>]*><\/script>/.exec(html);
          if (!entry) return html;
          return html
            .replace(entry[0], '')
            .replace('</body>', `  ${loaderScript(entry[1]!)}\n  </body>`);
        },
      },
    },
  ];
}
