/**
 * The routes a YAML file links to, found by walking its data for actions: each kind of the
 * action registry says where its target leads (`to:` names a route; `scrollTo:` reaches the
 * page that holds that section). Used to warn about pages that nothing links to, whatever
 * blocks carry the links.
 */
import type { ActionKindDefinition } from '../actions/define-action.ts';
import { actionKinds } from '../actions/index.ts';
import { parseYaml } from './parsed-yaml.ts';

const linkingKinds = (actionKinds as readonly ActionKindDefinition[]).filter(
  (kind) => kind.linksTo,
);

function collect(value: unknown, sections: Record<string, string>, into: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, sections, into);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const kind of linkingKinds) {
    const target = record[kind.key];
    const route = typeof target === 'string' ? kind.linksTo!(target, sections) : undefined;
    if (route) into.add(route);
  }
  for (const child of Object.values(record)) collect(child, sections, into);
}

export function linkedRoutes(source: string, sections: Record<string, string>): Set<string> {
  const routes = new Set<string>();
  // A file with a syntax error has no data and links nowhere; its error is reported elsewhere.
  collect(parseYaml(source).data, sections, routes);
  return routes;
}

/** The section ids some data scrolls to (`scrollTo:` actions), wherever the actions sit. */
export function scrollTargets(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) scrollTargets(item, into);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.scrollTo === 'string') into.add(record.scrollTo);
    for (const child of Object.values(record)) scrollTargets(child, into);
  }
  return into;
}

/** The downloads some data's buttons name (`download:` actions), wherever the actions sit. */
export function namedDownloads(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) namedDownloads(item, into);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    // A declaration (`download: { name, fileName }`) is an object: only an action names one.
    if (typeof record.download === 'string') into.add(record.download);
    for (const child of Object.values(record)) namedDownloads(child, into);
  }
  return into;
}
