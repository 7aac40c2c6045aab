/**
 * A built page's only script is the islands entry (src/entry-islands.ts), not the entry that
 * renders the whole site with its router (src/entry-client.tsx, which the dev server and the
 * studio's preview keep). Swapping it in index.html before Vite reads the page's scripts also
 * keeps the route table and every page's module out of the client build: what a browser can
 * load does not grow with the number of pages.
 */
import type { Plugin } from 'vite';

export function islandsEntryPlugin(): Plugin {
  return {
    name: 'islands-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('/src/entry-client.tsx', '/src/entry-islands.ts'),
    },
  };
}
