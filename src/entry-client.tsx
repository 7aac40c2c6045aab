import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  clearChunkReloadFlag,
  installChunkErrorRecovery,
  loadChunk,
} from './render/chunk-reload.ts';
import { resumeLeadOutbox } from './leads/outbox-resume.ts';
import { rememberThisVisit } from './leads/visit-source.ts';
import { ErrorScreen } from './render/ErrorPage.tsx';
import type { PageModule } from './render/page-module.ts';
import { installRoutePrefetch } from './render/prefetch-routes.ts';
import { addPageModule, loadRouteTable, routeFor, SiteRoutes } from './render/routes.tsx';
import './fonts.css';
import './styles.css';

installChunkErrorRecovery();
rememberThisVisit();
resumeLeadOutbox();

/**
 * Loads what the current URL renders. A prerendered page names its own module in its HTML
 * (`<link rel="modulepreload" data-page-module>`), so the first load never needs the table of
 * every route; the dev server's pages and the 404 page go through the table.
 */
async function loadLandingRoute(pathname: string) {
  const href = document.querySelector<HTMLLinkElement>('link[data-page-module]')?.href;
  if (href)
    addPageModule(await loadChunk(() => import(/* @vite-ignore */ href) as Promise<PageModule>));
  else await loadRouteTable();
  await routeFor(pathname).preload();
}

async function start() {
  const container = document.getElementById('root')!;
  const prerendered = container.firstElementChild !== null;
  try {
    // The current URL's chunks first, so hydration renders the prerendered tree at once.
    await loadLandingRoute(window.location.pathname);
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
  installRoutePrefetch({ loadRouteTable, routeFor });
}

void start();
