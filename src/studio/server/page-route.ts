/**
 * The routes the studio's page operations accept: a page's own, to move or delete (any page
 * but the home page, whose address is `/`), and a new one (never the studio's own address).
 */
import { routeFromPageFile } from '../../content/route-path.ts';
import { kindOfFile } from '../../project/validate.ts';
import { HttpError } from './http-json.ts';

/** The route of the page at `path`, which `doing` (deleted, moved) may happen to. */
export function routeOfOwnPage(path: string, doing: string): string {
  const route = kindOfFile(path) === 'page' ? routeFromPageFile(path) : null;
  if (route === null) {
    throw new HttpError(400, 'not-a-page', `${path} is not a page: only a page can be ${doing}`);
  }
  if (route === '/') {
    throw new HttpError(400, 'home-page', `the home page cannot be ${doing}: change it instead`);
  }
  return route;
}

/** Refuses the studio's own address (`/studio`, `/studio/…`) as a page's. */
export function refuseStudioRoute(route: string) {
  if (/^\/studio(\/|$)/.test(route)) {
    throw new HttpError(400, 'bad-route', `${route} is the studio's own address`);
  }
}
