import * as z from 'zod';
import { didYouMean } from '../../content/suggest.ts';
import { defineActionKind } from '../define-action.ts';

/** The address without its query and section: what a page is routed by. */
const routeOf = (to: string) => {
  const query = to.indexOf('?');
  const section = to.indexOf('#');
  const end = Math.min(query < 0 ? to.length : query, section < 0 ? to.length : section);
  return to.slice(0, end);
};

export const toAction = defineActionKind({
  key: 'to',
  fields: {
    to: z
      .string()
      .startsWith('/', 'write the address of a page of this site, from its "/" (e.g. /pricing)')
      .describe('An internal route, e.g. /pricing'),
  },
  summary: 'Goes to a page of this site (the page must exist).',
  example: 'to: /pricing',
  checkProject({ to }, project, report) {
    const route = routeOf(to);
    // No address at all ("", "pricing") has the field's own error alone.
    if (!to.startsWith('/') || project.routes.has(route)) return;
    const movedTo = project.redirects.get(route);
    if (movedTo !== undefined) {
      report({
        problem: 'old-address',
        message: `"${route}" is an old address that pages/_site.yaml sends on to "${movedTo}": link to ${movedTo}`,
      });
      return;
    }
    report({
      problem: 'unknown-route',
      message: `no page has the route "${route}" (add pages${route === '/' ? '/index' : route}.yaml or fix the link)${didYouMean(route, [...project.routes])}`,
    });
  },
  linksTo: (to) => (to.startsWith('/') ? routeOf(to) : undefined),
});
