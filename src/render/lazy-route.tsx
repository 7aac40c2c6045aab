/**
 * A route whose component lives in its own chunk. Unlike `React.lazy`, a component already
 * loaded renders at once: the client loads the current URL's chunk before hydrating, so the
 * first render matches the prerendered HTML without suspending. A navigation to a route not yet
 * loaded suspends inside the router's transition, so the old page stays until the new one is
 * ready.
 */
import { use, type ComponentType, type ReactElement } from 'react';
import { loadChunk } from './chunk-reload.ts';

export interface LazyRoute {
  path: string;
  element: ReactElement;
  /** Loads the route's chunk; resolves once it can render without suspending. */
  preload: () => Promise<unknown>;
}

export function lazyRoute(path: string, load: () => Promise<ComponentType>): LazyRoute {
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    if (!pending) {
      const promise = loadChunk(load);
      promise.then(
        // Marked as React marks the promises it tracks: `use()` then reads the value at once,
        // which is how an already-loaded route renders (and hydrates) without suspending.
        (component) => Object.assign(promise, { status: 'fulfilled', value: component }),
        () => {
          if (pending === promise) pending = undefined; // A later visit tries again.
        },
      );
      pending = promise;
    }
    return pending;
  };
  function LazyRouteElement() {
    const Component = use(preload());
    return <Component />;
  }
  return { path, element: <LazyRouteElement />, preload };
}
