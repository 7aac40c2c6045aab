/**
 * Every page of the site as a lazy route: one entry per file in pages/ (found by a glob, so
 * adding a file adds a route). It grows with the site, so the browser loads it as a chunk of its
 * own, only when a visitor first shows the intent to navigate (src/render/routes.tsx); the
 * page being read comes from its own chunk, named in its HTML.
 */
import { routeFromPageFile } from '../content/route-path.ts';
import type { PageModule } from './page-module.ts';

// What routeFromPageFile calls a page: `_` files and folders are not loaded at all.
const pageModules = import.meta.glob<PageModule>([
  '/pages/**/*.yaml',
  '!/pages/**/_*.yaml',
  '!/pages/**/_*/**',
]);

export const pageRoutes = Object.entries(pageModules)
  .flatMap(([file, load]) => {
    const path = routeFromPageFile(file.slice(1));
    return path ? [{ path, load }] : [];
  })
  .sort((a, b) => a.path.localeCompare(b.path));
