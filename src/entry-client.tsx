import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, createPath, matchRoutes, RouterProvider } from 'react-router-dom';
import { clearChunkReloadFlag, installChunkErrorRecovery } from './render/chunk-reload.ts';
import { ErrorScreen } from './render/ErrorPage.tsx';
import { installRoutePrefetch } from './render/prefetch-routes.ts';
import { pageRoutes, routes } from './render/routes.tsx';
import './fonts.css';
import './styles.css';

let router: ReturnType<typeof createBrowserRouter> | undefined;
installChunkErrorRecovery(() => {
  const pending = router?.state.navigation.location;
  return pending ? createPath(pending) : undefined;
});

/** Loads the lazy routes of the current URL first, so hydration sees the prerendered tree. */
async function resolveLazyMatches() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root')!;
  const prerendered = container.firstElementChild !== null;
  try {
    await resolveLazyMatches();
  } catch (error) {
    // The page's chunk failed twice (see chunk-reload.ts): say so instead of a dead page.
    createRoot(container).render(<ErrorScreen error={error} />);
    return;
  }
  router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead
  // of blocking the main thread for the whole page: the page stays responsive while it wakes.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  clearChunkReloadFlag();
  installRoutePrefetch(pageRoutes);
}

void start();
