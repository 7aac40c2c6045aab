/**
 * Change address: a page moves to a new route (its file to `pages<route>.yaml`), and every link
 * of the project that led to it (`to:`, in any page, its own included, and in the site file's
 * menus; the site file's `contact.page`) leads to the new address; asked to (`redirect: true`),
 * the site file's redirects send the old address on to it (site-redirect.ts). Refused, with nothing
 * written, when the address is not one or is taken, or when the project as it would be has an
 * error it has not now (a link the rewrite cannot reach, such as one through an alias of a
 * text): the places come back. The home page keeps `/`.
 *
 * The writes go in the order that never leaves a link broken: the page at its new address,
 * then each file's links, then the old file's removal. A file changed meanwhile stops them
 * there: both pages exist, and the answer says what is left.
 */
import { listProjectFiles, type ProjectFile } from '../../project/project.ts';
import { routeFromPageFile } from '../../content/route-path.ts';
import { pageScaffold } from '../../scaffold/page.ts';
import { checkContentPath } from './content-path.ts';
import { HttpError, requireString } from './http-json.ts';
import { checkWritePath } from './write-gate.ts';
import { newErrors, placesToChange } from './new-errors.ts';
import { refuseStudioRoute, routeOfOwnPage } from './page-route.ts';
import { SITE_FILE } from './menu-link.ts';
import { pointLinksAt } from './point-links.ts';
import { withRedirect } from './site-redirect.ts';
import type { ContentStore, Editor } from './store.ts';

interface Edit {
  path: string;
  text: string;
  version: string;
}

/** Each file whose links to `from` now lead to `to`, with the version its text was read at. */
async function linkEdits(store: ContentStore, files: ProjectFile[], from: string, to: string) {
  const edits: Edit[] = [];
  for (const file of files) {
    // Read through the store (with its version) only where the text names the route at all.
    if (!file.source.includes(from)) continue;
    const stored = await store.read(file.file);
    if (!stored) continue;
    const pointed = pointLinksAt(stored.text, from, to);
    if (pointed.changed > 0)
      edits.push({ path: file.file, text: pointed.text, version: stored.version });
  }
  return edits;
}

/**
 * The site file's redirects as the move leaves them (its links' edit, if any, taken further):
 * none from the new address, which the page takes back, and the old address sent on when kept.
 */
async function redirectEdit(
  store: ContentStore,
  edits: Edit[],
  from: string,
  to: string,
  keepOld: boolean,
) {
  let site = edits.find((edit) => edit.path === SITE_FILE);
  const stored = site ? undefined : await store.read(SITE_FILE);
  if (!site && !stored) {
    if (keepOld) throw new HttpError(409, 'no-site-file', `${SITE_FILE} is missing`);
    return;
  }
  site ??= { path: SITE_FILE, text: stored!.text, version: stored!.version };
  const redirected = withRedirect(site.text, from, to, keepOld);
  if (!redirected.ok) throw new HttpError(409, 'redirect-refused', redirected.message);
  if (redirected.text === site.text) return;
  site.text = redirected.text;
  if (!edits.includes(site)) edits.push(site);
}

export async function renamePage(store: ContentStore, body: Record<string, unknown>, by: Editor) {
  const path = requireString(body, 'path');
  const version = requireString(body, 'version');
  const wanted = requireString(body, 'route');
  checkContentPath(path);
  const from = routeOfOwnPage(path, 'moved');
  refuseStudioRoute(wanted);
  const root = await store.projectDir();
  const files = listProjectFiles(root);
  // The new page's rules are New page's: a route, and one no page has.
  const target = pageScaffold(files, wanted);
  if (!target.ok) {
    throw new HttpError(target.reason === 'exists' ? 409 : 400, target.reason, target.message);
  }
  checkWritePath(target.file, ['content']);
  const to = routeFromPageFile(target.file)!;
  const page = await store.read(path);
  if (!page) throw new HttpError(404, 'not-found', `${path} does not exist`);
  // Checked before anything is written: a move over a stale page would leave both pages.
  if (page.version !== version) {
    throw new HttpError(
      409,
      'changed-meanwhile',
      `${path} changed since you opened it: open it again, then move it`,
    );
  }

  const edits = await linkEdits(store, files, from, to);
  const withLinks = new Set(edits.map((edit) => edit.path));
  await redirectEdit(store, edits, from, to, body.redirect === true);
  const own = edits.find((edit) => edit.path === path);
  const others = edits.filter((edit) => edit.path !== path);
  const movedText = own?.text ?? page.text;
  const after = [
    ...files.filter((file) => file.file !== path),
    { file: target.file, kind: 'page' as const, source: movedText, bytes: Buffer.from(movedText) },
  ]
    .map((file) => {
      const edit = others.find((other) => other.path === file.file);
      return edit ? { ...file, source: edit.text, bytes: Buffer.from(edit.text) } : file;
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const problems = newErrors(root, files, after, new Map([[target.file, path]]));
  if (problems.length > 0) throw placesToChange(problems, `${from} cannot move yet`, 'links-left');

  const created = await store.create(target.file, movedText, by);
  if (created.kind === 'exists') {
    throw new HttpError(409, 'exists', `${target.file} was made meanwhile: choose another address`);
  }
  const pointed: string[] = [];
  for (const edit of others) {
    const saved = await store.save(edit.path, edit.text, edit.version, by);
    if (saved.kind !== 'saved') {
      throw new HttpError(
        409,
        'changed-meanwhile',
        `${edit.path} changed meanwhile, so its links still lead to ${from}: both pages exist now. Change those links to ${to}, then delete ${path}`,
      );
    }
    if (withLinks.has(edit.path)) pointed.push(edit.path);
  }
  const removed = await store.remove(path, version, by);
  if (removed.kind === 'conflict') {
    throw new HttpError(
      409,
      'changed-meanwhile',
      `${path} changed since you opened it, so it stays beside ${target.file}: compare the two, then delete one`,
    );
  }
  const linked = pointed.length > 0 ? ` and pointed the links in ${pointed.join(', ')} at it` : '';
  const kept = body.redirect === true ? ` Visitors of ${from} are sent on to it.` : '';
  return {
    status: 200,
    body: {
      path: target.file,
      text: movedText,
      version: created.version,
      message: `Moved ${path} to ${to}${linked}.${kept}`,
    },
  };
}
