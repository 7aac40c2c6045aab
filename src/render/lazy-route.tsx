/**
 * A route whose component lives in its own chunk. Unlike `React.lazy`, a component already
 * loaded renders at once: the client loads the current URL's chunks before hydrating, so the
 * first render matches the prerendered HTML without suspending. A navigation to a route not yet
 * loaded suspends inside the router's transition, so the old page stays until the new one is
 * ready.
 */
import { use, type ComponentType } from 'react';
import type { Location, RouteObject } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';
import { loadChunk } from './chunk-reload.ts';

interface LazyHandle {
  preload: () => Promise<unknown>;
}

export function lazyRoute(
  route: Omit<RouteObject, 'element' | 'handle' | 'children' | 'lazy'>,
  load: () => Promise<ComponentType>,
): RouteObject {
  let Loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () =>
    (pending ??= loadChunk(load).then(
      (component) => (Loaded = component),
      (error: unknown) => {
        pending = undefined; // A later visit tries again.
        throw error;
      },
    ));
  function LazyRoute() {
    const Component = Loaded ?? use(preload());
    return <Component />;
  }
  const handle: LazyHandle = { preload };
  return { ...route, element: <LazyRoute />, handle } as RouteObject;
}

/** Loads the chunks of every route matching `location`, so they render without suspending. */
export async function preloadMatches(
  routes: RouteObject[],
  location: Partial<Location> | string,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.handle as LazyHandle | undefined)?.preload()),
  );
}
