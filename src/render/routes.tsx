/**
 * The routes: one per file in pages/, inside the layout; unknown paths get the 404 page, render
 * errors the error page.
 *
 * The table of every page (./route-table.ts) grows with the site, so it is not part of the
 * first load: the page being read registers its own module (`addPageModule`, from the chunk its
 * HTML names), and the table is loaded on the first intent to navigate (hover or focus on a
 * link, see prefetch-routes.ts) or, failing that, by the navigation itself, which suspends in
 * the router's transition until it is there.
 *
 * Every path is static, so a route is found by a map lookup rather than React Router's
 * `useRoutes`, which ranks and matches every route on each render: with a thousand pages that
 * was most of the prerender's time. React Router still provides the history, links and hooks.
 */
import { use } from 'react';
import devRoutes from 'virtual:dev-routes';
import { Layout } from '../layout/Layout.tsx';
import { loadChunk } from './chunk-reload.ts';
import { RenderErrorBoundary } from './ErrorPage.tsx';
import { lazyRoute, type LazyRoute } from './lazy-route.tsx';
import { Page } from './Page.tsx';
import { usePageLocation } from './page-location.ts';
import type { PageModule } from './page-module.ts';
import { addSectionRoutes } from './section-routes.ts';

// Development tools (the block gallery at /blocks); an empty list in production builds.
const table = new Map<string, LazyRoute>(devRoutes.map((route) => [route.path, route]));

function pageRoute(path: string, load: () => Promise<PageModule>): LazyRoute {
  return lazyRoute(path, async () => {
    const module = await load();
    addSectionRoutes(module.sectionRoutes ?? {});
    return () => <Page module={module} />;
  });
}

/** Adds a route, unless the path has one: a rendered route keeps its component (no remount). */
function addRoute(path: string, load: () => Promise<PageModule>) {
  if (!table.has(path)) table.set(path, pageRoute(path, load));
}

/** The route of a page module already loaded (the page the visitor landed on). */
export function addPageModule(module: PageModule) {
  addRoute(module.route, () => Promise.resolve(module));
}

let tableLoad: Promise<void> | undefined;
let tableLoaded = false;

/** Loads the table of every page (once); resolves when routeFor knows every path. */
export function loadRouteTable(): Promise<void> {
  tableLoad ??= loadChunk(() => import('./route-table.ts')).then(
    ({ pageRoutes }) => {
      for (const { path, load } of pageRoutes) addRoute(path, load);
      tableLoaded = true;
    },
    (error: unknown) => {
      tableLoad = undefined; // A later navigation tries again.
      throw error;
    },
  );
  return tableLoad;
}

// Only the 404 page needs it: kept out of the entry chunk every page loads.
const notFound = lazyRoute('*', async () => (await import('./NotFound.tsx')).NotFound);

/** A path the table is needed for: renders its route once the table is there. */
function AfterRouteTable({ path }: { path: string }) {
  use(loadRouteTable());
  return routeFor(path).element;
}

const normalise = (pathname: string) => pathname.replace(/(.)\/+$/, '$1').toLowerCase();

/** The route for a path: `/pricing/` and `/Pricing` find `/pricing`, as static hosts do. */
export function routeFor(pathname: string): LazyRoute {
  const path = normalise(pathname);
  const known = table.get(path);
  if (known) return known;
  if (tableLoaded) return notFound;
  return {
    path,
    element: <AfterRouteTable path={path} />,
    preload: () => loadRouteTable().then(() => routeFor(path).preload()),
  };
}

/** The site under a router: the current URL's route, or the error page when rendering fails. */
export function SiteRoutes() {
  const { pathname } = usePageLocation();
  return (
    <RenderErrorBoundary resetKey={pathname}>
      <Layout>{routeFor(pathname).element}</Layout>
    </RenderErrorBoundary>
  );
}
