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

/**
 * The targets some data's actions of one kind name (`scrollTo` → section ids, `download` →
 * download names), wherever the actions sit. Only a text counts: a download's declaration
 * (`download: { name, fileName }`) is an object.
 */
export function actionTargets(
  key: 'scrollTo' | 'download',
  value: unknown,
  into = new Set<string>(),
): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) actionTargets(key, item, into);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record[key] === 'string') into.add(record[key]);
    for (const child of Object.values(record)) actionTargets(key, child, into);
  }
  return into;
}
