/**
 * The route table: one route per file in pages/ (found by a glob, so adding a file adds a
 * route), inside the layout; unknown paths get the 404 page, render errors the error page.
 */
import type { RouteObject } from 'react-router-dom';
import devRoutes from 'virtual:dev-routes';
import { routeFromPageFile } from '../content/route-path.ts';
import { Layout } from '../layout/Layout.tsx';
import { loadChunk } from './chunk-reload.ts';
import { ErrorPage } from './ErrorPage.tsx';
import { Page } from './Page.tsx';
import type { PageModule } from './page-module.ts';

const pageModules = import.meta.glob<PageModule>(['/pages/**/*.yaml', '!/pages/**/_*.yaml']);

export const pageRoutes = Object.entries(pageModules)
  .map(([file, load]) => ({ path: routeFromPageFile(file.slice(1))!, load }))
  .sort((a, b) => a.path.localeCompare(b.path));

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: ErrorPage,
    children: [
      ...pageRoutes.map(({ path, load }) => ({
        ...(path === '/' ? { index: true as const } : { path }),
        lazy: async () => {
          const module = await loadChunk(load);
          return { Component: () => <Page module={module} /> };
        },
      })),
      // Development tools (the block gallery at /blocks); an empty list in production builds.
      ...devRoutes,
      {
        path: '*',
        // Only the 404 page needs it: kept out of the entry chunk every page loads.
        lazy: async () => ({
          Component: (await loadChunk(() => import('./NotFound.tsx'))).NotFound,
        }),
      },
    ],
  },
];
