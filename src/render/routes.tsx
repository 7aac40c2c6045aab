/**
 * The route table: one route per file in pages/ (found by a glob, so adding a file adds a
 * route), inside the layout; unknown paths get the 404 page, render errors the error page.
 *
 * Every path is static, so a route is found by a map lookup rather than React Router's
 * `useRoutes`, which ranks and matches every route on each render: with a thousand pages that
 * was most of the prerender's time. React Router still provides the history, links and hooks.
 */
import { useLocation } from 'react-router-dom';
import { page as pageCollection } from 'virtual:collections';
import devRoutes from 'virtual:dev-routes';
import { routeFromPageFile } from '../content/route-path.ts';
import { Layout } from '../layout/Layout.tsx';
import { RenderErrorBoundary } from './ErrorPage.tsx';
import { lazyRoute, type LazyRoute } from './lazy-route.tsx';
import { Page } from './Page.tsx';
import type { PageModule } from './page-module.ts';

// The page collection of src/content/collections.ts: `_` files and folders are not loaded.
const pageModules = pageCollection as Record<string, () => Promise<PageModule>>;

export const pageRoutes = Object.entries(pageModules)
  .flatMap(([file, load]) => {
    const path = routeFromPageFile(file.slice(1));
    return path ? [{ path, load }] : [];
  })
  .sort((a, b) => a.path.localeCompare(b.path));

const table = new Map<string, LazyRoute>(
  [
    ...pageRoutes.map(({ path, load }) =>
      lazyRoute(path, async () => {
        const module = await load();
        return () => <Page module={module} />;
      }),
    ),
    // Development tools (the block gallery at /blocks); an empty list in production builds.
    ...devRoutes,
  ].map((route) => [route.path, route]),
);

// Only the 404 page needs it: kept out of the entry chunk every page loads.
const notFound = lazyRoute('*', async () => (await import('./NotFound.tsx')).NotFound);

/** The route for a path: `/pricing/` and `/Pricing` find `/pricing`, as static hosts do. */
export function routeFor(pathname: string): LazyRoute {
  const path = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  return table.get(path) ?? notFound;
}

/** The site under a router: the current URL's route, or the error page when rendering fails. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  return (
    <RenderErrorBoundary resetKey={pathname}>
      <Layout>{routeFor(pathname).element}</Layout>
    </RenderErrorBoundary>
  );
}
