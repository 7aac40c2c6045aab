/**
 * The router an island runs under. Pages built with islands are separate documents: a link to
 * another page is a plain page load (prefetched on hover, see prefetch-pages.ts), while a change
 * of the query or hash on this page (filters, `?modal=`) stays in the page through the history
 * API, and every island on the page hears of it.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import { LOCATION_CHANGE } from './location-change.ts';

function currentLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: window.history.state as unknown, key: 'default' };
}

function go(to: To, state: unknown, replace: boolean) {
  const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) {
    if (replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  if (replace) window.history.replaceState(state ?? null, '', url.href);
  else window.history.pushState(state ?? null, '', url.href);
  window.dispatchEvent(new Event(LOCATION_CHANGE));
}

const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: (delta) => window.history.go(delta),
  push: (to, state) => go(to, state, false),
  replace: (to, state) => go(to, state, true),
};

export function PageRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const update = () => setLocation(currentLocation());
    window.addEventListener('popstate', update);
    window.addEventListener(LOCATION_CHANGE, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(LOCATION_CHANGE, update);
    };
  }, []);
  const stable = useMemo(() => location, [location]);
  return (
    <Router location={stable} navigator={navigator}>
      {children}
    </Router>
  );
}
