/**
 * The routes a YAML file links to, found by walking its data for actions: a `to:` names a
 * route; a `scrollTo:` reaches the page that holds that section. Used to warn about pages that
 * nothing links to, whatever blocks carry the links.
 */
import { parseYaml } from './parsed-yaml.ts';

function collect(value: unknown, sections: Record<string, string>, into: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, sections, into);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (typeof record.to === 'string' && record.to.startsWith('/')) {
    into.add(record.to.split(/[?#]/)[0]!);
  }
  if (typeof record.scrollTo === 'string' && sections[record.scrollTo]) {
    into.add(sections[record.scrollTo]!);
  }
  for (const child of Object.values(record)) collect(child, sections, into);
}

export function linkedRoutes(source: string, sections: Record<string, string>): Set<string> {
  const routes = new Set<string>();
  // A file with a syntax error has no data and links nowhere; its error is reported elsewhere.
  collect(parseYaml(source).data, sections, routes);
  return routes;
}
