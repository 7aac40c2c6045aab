import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { clearChunkReloadFlag, installChunkErrorRecovery } from './render/chunk-reload.ts';
import { ErrorScreen } from './render/ErrorPage.tsx';
import { installRoutePrefetch } from './render/prefetch-routes.ts';
import { pageRoutes, routeFor, SiteRoutes } from './render/routes.tsx';
import './fonts.css';
import './styles.css';

installChunkErrorRecovery();

async function start() {
  const container = document.getElementById('root')!;
  const prerendered = container.firstElementChild !== null;
  try {
    // The current URL's chunks first, so hydration renders the prerendered tree at once.
    await routeFor(window.location.pathname).preload();
  } catch (error) {
    // The page's chunk failed twice (see chunk-reload.ts): say so instead of a dead page.
    createRoot(container).render(<ErrorScreen error={error} />);
    return;
  }
  const app = (
    <StrictMode>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
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
