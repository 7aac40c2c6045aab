/**
 * The page's location, as the site's components read it: through here, never through React
 * Router's own hooks (eslint refuses them elsewhere). The prerender renders an island once and
 * places the same HTML on every page that has the same island (src/render/server-html.tsx):
 * that holds only while the island's HTML does not depend on the page's URL, so every read of
 * the location is counted while an island renders, and an island that read it is rendered
 * again for each page.
 *
 * The location is read lazily (a getter per part): a component that reads it only once the
 * visitor acts (a menu's state, a filter's query after hydration) renders the same HTML on
 * every page, and the prerender shares it.
 */
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { readTracker } from './read-tracker.ts';

/** Whether an island's render on the server read the location. */
const locationReads = readTracker();

/** The router's location; each part read while an island prerenders is counted. */
export function usePageLocation(): Location {
  const location = useLocation();
  return useMemo(() => {
    const read = <K extends keyof Location>(part: K): Location[K] => {
      locationReads.noteRead();
      return location[part];
    };
    return {
      get pathname() {
        return read('pathname');
      },
      get search() {
        return read('search');
      },
      get hash() {
        return read('hash');
      },
      get state() {
        return read('state');
      },
      get key() {
        return read('key');
      },
    };
  }, [location]);
}

/**
 * Runs `effect` once mounted and again each time the page (the pathname) changes. The pathname
 * decides when the effect runs, never what is rendered, so it is not counted as a read.
 */
export function usePageChangeEffect(effect: () => void): void {
  const { pathname } = useLocation();
  const onPageChange = useEffectEvent(effect);
  useEffect(() => onPageChange(), [pathname]);
}

/** Renders synchronously and says whether the render read the page's location. */
export function withLocationReads<T>(render: () => T): { result: T; readLocation: boolean } {
  const { result, read } = locationReads.watch(render);
  return { result, readLocation: read };
}
