/**
 * The one rule that maps a page file to its route, shared by the router, the validator and
 * the prerenderer: `index.yaml` → `/`, `pricing.yaml` → `/pricing`, `a/b.yaml` → `/a/b`,
 * `a/index.yaml` → `/a`. Files whose name starts with `_` are data, not routes.
 */
export function routeFromPageFile(fileInPages: string): string | null {
  const relative = fileInPages.replace(/\\/g, '/').replace(/^\/?pages\//, '');
  if (!/\.ya?ml$/.test(relative)) return null;
  if (relative.split('/').some((part) => part.startsWith('_'))) return null;
  const withoutExtension = relative.replace(/\.ya?ml$/, '');
  const trimmed = withoutExtension.replace(/(^|\/)index$/, '');
  return '/' + trimmed;
}

/** The file a route is prerendered to, relative to the output folder. */
export function htmlFileForRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}
