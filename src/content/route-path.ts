/** Each file's route, made once: the checks across files ask for every page's several times. */
const routes = new Map<string, string | null>();

/**
 * The one rule that maps a page file to its route, shared by the router, the validator and
 * the prerenderer: `index.yaml` → `/`, `pricing.yaml` → `/pricing`, `a/b.yaml` → `/a/b`,
 * `a/index.yaml` → `/a`. A file or folder whose name starts with `_` is not a page (`_site.yaml`,
 * `_drafts/`), nor is a file not ending in `.yaml` (the router's glob loads `.yaml` only).
 */
export function routeFromPageFile(fileInPages: string): string | null {
  let route = routes.get(fileInPages);
  if (route === undefined) routes.set(fileInPages, (route = routeOf(fileInPages)));
  return route;
}

function routeOf(fileInPages: string): string | null {
  const relative = fileInPages.replace(/\\/g, '/').replace(/^\/?pages\//, '');
  if (!relative.endsWith('.yaml')) return null;
  if (relative.split('/').some((part) => part.startsWith('_'))) return null;
  const withoutExtension = relative.replace(/\.yaml$/, '');
  const trimmed = withoutExtension.replace(/(^|\/)index$/, '');
  return '/' + trimmed;
}

/** A form's id is its file name: `forms/contact.yaml` → `contact`. */
export function formIdFromFile(file: string): string {
  return file
    .replace(/\\/g, '/')
    .split('/')
    .pop()!
    .replace(/\.yaml$/, '');
}

/** The file a route is prerendered to, relative to the output folder. */
export function htmlFileForRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/** A part of a route, a block's name: small letters, digits and single dashes. */
export const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** `/a/b-c` → null when it can be a page's route, else why not. */
export function routeProblem(route: string): string | null {
  if (!route.startsWith('/')) return `a route starts with "/", e.g. /spring-offer`;
  if (route === '/') return 'the home page is pages/index.yaml';
  const parts = route.slice(1).replace(/\/$/, '').split('/');
  const bad = parts.find((part) => !KEBAB.test(part));
  if (bad !== undefined) {
    return `"${bad}" is not a valid part of a route: use small letters, digits and dashes (e.g. /spring-offer)`;
  }
  return null;
}
