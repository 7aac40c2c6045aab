/**
 * Every page of the site as a lazy route: one entry per file of the page collection (a glob, so
 * adding a file adds a route). It grows with the site, so the browser loads it as a chunk of its
 * own, only when a visitor first shows the intent to navigate (src/render/routes.tsx); the
 * page being read comes from its own chunk, named in its HTML.
 */
import pageCollection from 'virtual:collections/page';
import { routeFromPageFile } from '../content/route-path.ts';
import type { PageModule } from './page-module.ts';

// The page collection of src/content/collections.ts: `_` files and folders are not loaded.
const pageModules = pageCollection as Record<string, () => Promise<PageModule>>;

export const pageRoutes = Object.entries(pageModules)
  .flatMap(([file, load]) => {
    const path = routeFromPageFile(file.slice(1));
    return path ? [{ path, load }] : [];
  })
  .sort((a, b) => a.path.localeCompare(b.path));
