/**
 * The routes a YAML file links to, from the targets of its linking actions wherever they sit
 * (its digest holds them, file-digest.ts): each kind of the action registry says where its
 * target leads (`to:` names a route; `scrollTo:` reaches the page that holds that section).
 * Used to warn about pages that nothing links to, whatever blocks carry the links.
 */
import type { ActionKindDefinition } from '../actions/define-action.ts';
import { actionKinds } from '../actions/index.ts';

export const linkingKinds = (actionKinds as readonly ActionKindDefinition[]).filter(
  (kind) => kind.linksTo,
);

/** Each linking kind by its key: every page's links are looked up at every build. */
const linkingKindByKey = new Map(linkingKinds.map((kind) => [kind.key, kind]));

/** The routes a file's link targets (its digest's, file-digest.ts) lead to. */
export function linkedRoutes(
  links: readonly (readonly [kind: string, target: string])[],
  sections: Record<string, string>,
): Set<string> {
  const routes = new Set<string>();
  for (const [key, target] of links) {
    const route = linkingKindByKey.get(key)?.linksTo!(target, sections);
    if (route) routes.add(route);
  }
  return routes;
}

/** What a page's actions name: the section ids they scroll to, the downloads they start. */
export interface ActionTargets {
  scrollTo: Set<string>;
  download: Set<string>;
}

/**
 * The targets some data's actions name (`scrollTo` → section ids, `download` → download
 * names), wherever the actions sit, both kinds in one walk. Only a text counts: a download's
 * declaration (`download: { name, fileName }`) is an object.
 */
export function actionTargets(
  value: unknown,
  into: ActionTargets = { scrollTo: new Set(), download: new Set() },
): ActionTargets {
  if (Array.isArray(value)) {
    for (const item of value) actionTargets(item, into);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const child = record[key];
      if (typeof child !== 'string') actionTargets(child, into);
      else if (key === 'scrollTo' || key === 'download') into[key].add(child);
    }
  }
  return into;
}
