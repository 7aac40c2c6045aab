/**
 * The route table: one route per file in pages/ (found by a glob, so adding a file adds a
 * route), inside the layout; unknown paths get the 404 page, render errors the error page.
 */
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import devRoutes from 'virtual:dev-routes';
import { routeFromPageFile } from '../content/route-path.ts';
import { Layout } from '../layout/Layout.tsx';
import { RenderErrorBoundary } from './ErrorPage.tsx';
import { lazyRoute } from './lazy-route.tsx';
import { Page } from './Page.tsx';
import type { PageModule } from './page-module.ts';

const pageModules = import.meta.glob<PageModule>(['/pages/**/*.yaml', '!/pages/**/_*.yaml']);

export const pageRoutes = Object.entries(pageModules)
  .map(([file, load]) => ({ path: routeFromPageFile(file.slice(1))!, load }))
  .sort((a, b) => a.path.localeCompare(b.path));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...pageRoutes.map(({ path, load }) =>
        lazyRoute({ path }, async () => {
          const module = await load();
          return () => <Page module={module} />;
        }),
      ),
      // Development tools (the block gallery at /blocks); an empty list in production builds.
      ...devRoutes,
      // Only the 404 page needs it: kept out of the entry chunk every page loads.
      lazyRoute({ path: '*' }, async () => (await import('./NotFound.tsx')).NotFound),
    ],
  },
];

/** The site under a router: the matching route, or the error page when rendering fails. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  return <RenderErrorBoundary resetKey={pathname}>{useRoutes(routes)}</RenderErrorBoundary>;
}
