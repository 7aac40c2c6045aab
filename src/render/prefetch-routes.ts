/**
 * Loads a page's chunks as soon as the visitor shows the intent to go there (pointer over or
 * keyboard focus on a link to it), so the navigation itself rarely waits for the network. The
 * first intent also loads the route table, which the first load leaves out (see routes.tsx).
 * One listener on the document covers every link of the site, in blocks and layout alike.
 */
interface Prefetchable {
  /** Resolves once every path's route is known. */
  loadRouteTable: () => Promise<unknown>;
  /** The route of a path, and a way to load its chunks; `*` for no page of the site. */
  routeFor: (pathname: string) => { path: string; preload: () => Promise<unknown> };
}

export function installRoutePrefetch({ loadRouteTable, routeFor }: Prefetchable) {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const { pathname } = link;
    if (started.has(pathname)) return;
    started.add(pathname);
    // A failed prefetch is retried by the navigation itself, which reports errors properly.
    loadRouteTable()
      .then(() => {
        const route = routeFor(pathname);
        return route.path === '*' ? undefined : route.preload();
      })
      .catch(() => started.delete(pathname));
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
