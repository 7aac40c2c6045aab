/**
 * A built page's only script is the islands entry (src/entry-islands.ts), not the entry that
 * renders the whole site with its router (src/entry-client.tsx, which the dev server and the
 * studio's preview keep). Swapping it in index.html before Vite reads the page's scripts also
 * keeps the route table and every page's module out of the client build: what a browser can
 * load does not grow with the number of pages.
 *
 * The entry is fetched at low priority: nothing in the first paint waits for it, so on a slow
 * connection the stylesheet, the font and the pictures go first. (Lighthouse's simulation
 * counts a high-priority script as render-blocking: at the default priority of a module script
 * the paint it predicts comes a round trip after that of the same HTML without scripts.)
 */
import type { Plugin } from 'vite';

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
      // After Vite has written the entry's tag (it writes its own, without our attributes).
      name: 'islands-entry-priority',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler: (html) =>
          html.replace('<script type="module" ', '<script type="module" fetchpriority="low" '),
      },
    },
  ];
}
