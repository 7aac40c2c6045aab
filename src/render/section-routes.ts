/**
 * Which route holds a section, for `scrollTo` links that lead to another page. The index of every
 * section grows with the site, so no first load carries it: each page module brings the entries
 * its own links and the layout's links need (the content plugin adds them, so the prerendered
 * href and the hydrated one agree). Where pages render whole (the dev server, the studio), the
 * whole index (`virtual:section-routes`) is fetched when a link names a section no loaded module
 * knows (content rendered from elsewhere, such as the studio's preview). The site's build has no
 * index: its pages are prerendered knowing every page, so each link's href names its page.
 */
import { islandsBuild } from '../islands/mode.ts';
import { loadChunk } from './chunk-reload.ts';
import { readTracker } from './read-tracker.ts';

const known = new Map<string, string>();

/**
 * Whether an island's prerender asked for a section's route. Such an
 * island's HTML holds where the section is in this build (the same on every page of it), so
 * the prerender shares it among this build's pages but keeps it for no later build, where a
 * page added or removed may have moved the section (server-html.tsx).
 */
const sectionReads = readTracker();

export function addSectionRoutes(routes: Record<string, string>) {
  for (const [id, route] of Object.entries(routes)) known.set(id, route);
}

/** The route of the page that has the section, when a loaded module told. */
export function sectionRouteOf(id: string): string | undefined {
  sectionReads.noteRead();
  return known.get(id);
}

/** Renders synchronously and says whether the render asked for a section's route. */
export function withSectionRouteReads<T>(render: () => T): {
  result: T;
  readSectionRoute: boolean;
} {
  const { result, read } = sectionReads.watch(render);
  return { result, readSectionRoute: read };
}

let indexLoad: Promise<void> | undefined;

/** Loads the index of every section (once); resolves when sectionRouteOf knows every id. */
export function loadSectionRoutes(): Promise<void> {
  // A constant of the build (mode.ts): the index's import is not even in a build's code.
  if (islandsBuild) return Promise.resolve();
  indexLoad ??= loadChunk(() => import('virtual:section-routes')).then(
    (index) => addSectionRoutes(index.default),
    (error: unknown) => {
      indexLoad = undefined; // A later click tries again.
      throw error;
    },
  );
  return indexLoad;
}
