/**
 * Loads a page's chunks as soon as the visitor shows the intent to go there (pointer over or
 * keyboard focus on a link to it), so the navigation itself rarely waits for the network.
 * One listener on the document covers every link of the site, in blocks and layout alike.
 */
interface PrefetchableRoute {
  path: string;
  load: () => Promise<unknown>;
}

export function installRoutePrefetch(routes: PrefetchableRoute[]) {
  const byPath = new Map(routes.map((route) => [route.path, route.load]));
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const load = byPath.get(link.pathname);
    if (!load || started.has(link.pathname)) return;
    started.add(link.pathname);
    // A failed prefetch is retried by the navigation itself, which reports errors properly.
    load().catch(() => started.delete(link.pathname));
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
