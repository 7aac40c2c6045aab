/**
 * Delete page: the page's file goes, and with it its links in the site's menus. Refused, with
 * nothing changed, when the site would not build without it: the project is validated as it
 * would be (the page gone, the menus without its links), and any error that is not there today
 * (a button on another page that leads to it, a section or download only it has) comes back
 * with its file, line and column, for the author to change first. The home page stays. Given
 * `redirect=/route`, the site file's redirects send the deleted page's address on to that page
 * (site-redirect.ts), so its bookmarks and search results land somewhere.
 */
import { listProjectFiles } from '../../project/project.ts';
import { checkContentPath } from './content-path.ts';
import { HttpError } from './http-json.ts';
import { SITE_FILE, withoutLinksTo, type MenuUnlinkEdit } from './menu-link.ts';
import { newErrors, placesToChange } from './new-errors.ts';
import { routeOfOwnPage } from './page-route.ts';
import { redirectsTo, withRedirect } from './site-redirect.ts';
import type { ContentStore, Editor } from './store.ts';

export async function deletePage(store: ContentStore, url: URL, by: Editor) {
  const path = url.searchParams.get('path');
  const version = url.searchParams.get('version');
  checkContentPath(path);
  if (!version) {
    throw new HttpError(
      400,
      'bad-request',
      '"version" (the version the page was opened at) is required',
    );
  }
  const route = routeOfOwnPage(path, 'deleted');
  const redirectTo = url.searchParams.get('redirect') || null;
  if (redirectTo !== null && (redirectTo === route || !redirectTo.startsWith('/'))) {
    throw new HttpError(400, 'bad-route', `visitors of ${route} cannot be sent to ${redirectTo}`);
  }
  if (!(await store.read(path))) throw new HttpError(404, 'not-found', `${path} does not exist`);

  const site = await store.read(SITE_FILE);
  if (redirectTo !== null && !site) {
    throw new HttpError(
      409,
      'no-site-file',
      `${SITE_FILE} is missing: there is no list of redirects`,
    );
  }
  const unlinked = site ? siteWithout(site.text, route, redirectTo) : undefined;
  if (unlinked && !unlinked.ok) throw new HttpError(409, 'menu-edit', unlinked.message);
  const root = await store.projectDir();
  const files = listProjectFiles(root);
  const after = files
    .filter((file) => file.file !== path)
    .map((file) =>
      file.file === SITE_FILE && unlinked?.ok
        ? { ...file, source: unlinked.text, bytes: Buffer.from(unlinked.text) }
        : file,
    );
  const problems = newErrors(root, files, after);
  if (problems.length > 0) {
    throw placesToChange(problems, `the site still needs ${route}`, 'still-needed');
  }

  // The page first, over the version it was opened at (the store's own test: a hash of the
  // bytes, or whether a draft's later commits touched it); then its links, over the site file
  // as read (a draft's commit in between does not touch it).
  const outcome = await store.remove(path, version, by);
  if (outcome.kind === 'missing') throw new HttpError(404, 'not-found', `${path} does not exist`);
  if (outcome.kind === 'conflict') {
    throw new HttpError(
      409,
      'conflict',
      `${path} changed since you opened it: open it again first`,
    );
  }
  const menu = site && unlinked?.ok && unlinked.text !== site.text;
  if (menu && (await store.save(SITE_FILE, unlinked.text, site.version, by)).kind !== 'saved') {
    // Someone saved the site file meanwhile: the page is gone, its links are for the author.
    throw new HttpError(
      409,
      'menu-changed',
      `Deleted ${path}, but ${SITE_FILE} changed meanwhile: remove its links to ${route} there${redirectTo ? `, and send ${route} on to ${redirectTo} under redirects:` : ''}`,
    );
  }
  // The redirects that led to the page lead on with it: not links it lost.
  const older = redirectTo && site ? redirectsTo(site.text, route) : [];
  const links = (unlinked?.ok ? unlinked.removed : 0) - older.length;
  const sent = redirectTo
    ? ` Visitors of ${[route, ...older].join(' and ')} are sent on to ${redirectTo}.`
    : '';
  return {
    status: 200,
    body: {
      removed: path,
      message:
        links > 0
          ? `Deleted ${path} and its ${links === 1 ? 'link' : `${links} links`} in ${SITE_FILE}.${sent}`
          : `Deleted ${path}.${sent}`,
    },
  };
}

/**
 * The site file without the page's links (its menus', redirects to it) and, given a page to send
 * its visitors to, with its address and the old addresses that led to it all leading there: none
 * is lost, none chains.
 */
function siteWithout(text: string, route: string, redirectTo: string | null): MenuUnlinkEdit {
  const unlinked = withoutLinksTo(text, route);
  if (!unlinked.ok || redirectTo === null) return unlinked;
  let redirected = unlinked.text;
  for (const from of [...redirectsTo(text, route), route]) {
    const edit = withRedirect(redirected, from, redirectTo);
    if (!edit.ok) return edit;
    redirected = edit.text;
  }
  return { ...unlinked, text: redirected };
}
