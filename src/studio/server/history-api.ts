/**
 * The history endpoints both studios answer (src/studio/README.md): a file's versions in words,
 * the text of one version, the pages removed and not back, and a restore. A restore is a save
 * through the store like any other (the write gate, the version it was opened at, the author):
 * in the team studio a commit on the draft, which voids an approval and makes the restorer an
 * author; in the local studio a write of the working tree. A removed page comes back with its
 * address freed from the redirect that sent it elsewhere, and its menu link when asked.
 */
import { collectionOf } from '../../content/collections.ts';
import { routeFromPageFile } from '../../content/route-path.ts';
import { checkContentPath } from './content-path.ts';
import {
  checkCommitId,
  fileVersions,
  inHistory,
  NoHistoryError,
  removedFiles,
  textsAt,
  type HistorySource,
} from './file-history.ts';
import { versionChanges } from './history-words.ts';
import { HttpError, requireString } from './http-json.ts';
import { SITE_FILE, withMenuLink } from './menu-link.ts';
import { redirectedTo, withRedirect } from './site-redirect.ts';
import type { ContentStore, Editor } from './store.ts';
import { checkWritePath } from './write-gate.ts';
import { plain } from './yaml-list-lines.ts';

type Answer = { status: number; body: unknown };
const ok = (body: unknown, status = 200): Answer => ({ status, body });

/** A history that cannot be had (no checkout) is said in words, not refused. */
async function orUnavailable(work: () => Promise<Answer>): Promise<Answer> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NoHistoryError) return ok({ unavailable: error.message });
    throw error;
  }
}

async function versionsOf(source: HistorySource, path: string | null): Promise<Answer> {
  checkContentPath(path);
  return orUnavailable(async () => {
    const versions = await fileVersions(source, path);
    const texts = await textsAt(
      source,
      versions.flatMap((version) => [
        [`${version.commit}^`, version.from ?? version.path] as const,
        [version.commit, version.path] as const,
      ]),
    );
    return ok({
      path,
      versions: versions.map((version, index) => ({
        ...version,
        changes: versionChanges(
          version.path,
          version.status === 'added' ? null : texts[index * 2]!,
          texts[index * 2 + 1]!,
          version.from,
        ),
      })),
    });
  });
}

/** The text of `path` at `version`, a commit of the history that counts; else a 404. */
async function textAt(source: HistorySource, path: string, version: unknown) {
  checkContentPath(path);
  checkCommitId(version);
  if (!(await inHistory(source, version))) {
    throw new HttpError(
      404,
      'not-in-history',
      `${version.slice(0, 12)} is not a version of the site’s history`,
    );
  }
  const [text] = await textsAt(source, [[version, path]]);
  if (text === null || text === undefined) {
    throw new HttpError(
      404,
      'not-found',
      `${path} did not exist at version ${version.slice(0, 12)}`,
    );
  }
  return text;
}

async function versionText(source: HistorySource, url: URL): Promise<Answer> {
  const path = url.searchParams.get('path');
  const version = url.searchParams.get('version');
  checkContentPath(path);
  return ok({ path, version, text: await textAt(source, path, version) });
}

const titleOf = (text: string | null) => {
  const title = text === null ? undefined : (plain(text) as { title?: unknown } | null)?.title;
  return typeof title === 'string' ? title : undefined;
};

/** The header menu's label for `route` in a site file's text, if it had one. */
function menuLabel(siteText: string | null, route: string): string | undefined {
  const links =
    siteText === null ? null : (plain(siteText) as { header?: { links?: unknown } })?.header?.links;
  if (!Array.isArray(links)) return undefined;
  const link = links.find((item) => (item as { to?: unknown } | null)?.to === route) as
    { label?: unknown } | undefined;
  return typeof link?.label === 'string' ? link.label : undefined;
}

async function removedPages(source: HistorySource, store: ContentStore): Promise<Answer> {
  return orUnavailable(async () => {
    const removed = (await removedFiles(source, 'pages')).filter((file) => {
      try {
        checkContentPath(file.path);
      } catch {
        return false;
      }
      return collectionOf(file.path) === 'page';
    });
    const back = await Promise.all(
      removed.map(async (file) => (await store.read(file.path)) !== null),
    );
    const gone = removed.filter((_, index) => !back[index]);
    const texts = await textsAt(
      source,
      gone.flatMap((file) => [
        [file.lastVersion, file.path] as const,
        [file.lastVersion, SITE_FILE] as const,
      ]),
    );
    return ok({
      removed: gone.map((file, index) => {
        const route = routeFromPageFile(file.path)!;
        const title = titleOf(texts[index * 2]!);
        const label = menuLabel(texts[index * 2 + 1]!, route);
        return { ...file, route, ...(title && { title }), ...(label && { menuLabel: label }) };
      }),
    });
  });
}

/** The site file with `route` freed (no redirect from it) and, when asked, linked in the menu. */
async function siteForRestoredPage(
  store: ContentStore,
  route: string,
  link: { label: string } | null,
  by: Editor,
): Promise<string> {
  const site = await store.read(SITE_FILE);
  if (!site) return '';
  let text = site.text;
  const said: string[] = [];
  if (redirectedTo(text, route) !== undefined) {
    const freed = withRedirect(text, route, route, false);
    if (!freed.ok) return ` Remove the redirect from ${route} in ${SITE_FILE} by hand.`;
    text = freed.text;
    said.push(`${route} is no longer sent elsewhere`);
  }
  if (link) {
    const linked = withMenuLink(text, { label: link.label, to: route });
    if (!linked.ok) said.push(`its menu link could not be added (${linked.message})`);
    else if (linked.added) {
      text = linked.text;
      said.push('its link is back in the menu');
    }
  }
  if (text === site.text) return said.length > 0 ? ` ${said.join('; ')}.` : '';
  const saved = await store.save(SITE_FILE, text, site.version, by);
  if (saved.kind !== 'saved')
    return ` ${SITE_FILE} changed meanwhile: free ${route} and add its menu link there.`;
  return ` ${said.join('; ')}.`.replace(/^ (.)/, (_, first: string) => ` ${first.toUpperCase()}`);
}

async function restore(
  source: HistorySource,
  store: ContentStore,
  body: Record<string, unknown>,
  by: Editor,
): Promise<Answer> {
  const path = requireString(body, 'path');
  checkWritePath(path, ['content']);
  const from = body.from === undefined ? path : requireString(body, 'from');
  const text = await textAt(source, from, body.version);
  const now = await store.read(path);
  const when = `the version of ${String(body.version).slice(0, 7)}`;
  if (now) {
    if (now.text === text)
      return ok({ ...now, unchanged: true, message: `${path} is that version already.` });
    const base = typeof body.baseVersion === 'string' ? body.baseVersion : now.version;
    const saved = await store.save(path, text, base, by);
    if (saved.kind === 'conflict') {
      throw new HttpError(
        409,
        'conflict',
        `${path} changed since you opened it: open it again, then restore`,
      );
    }
    if (saved.kind === 'missing') throw new HttpError(404, 'not-found', `${path} no longer exists`);
    return ok({ path, text, version: saved.version, message: `Restored ${path} to ${when}.` });
  }
  const created = await store.create(path, text, by);
  if (created.kind === 'exists') throw new HttpError(409, 'exists', `${path} exists again already`);
  const route = routeFromPageFile(path);
  const label =
    typeof body.menuLabel === 'string' && body.menuLabel.trim()
      ? body.menuLabel.trim()
      : (titleOf(text) ?? route ?? path);
  const site = route
    ? await siteForRestoredPage(store, route, body.menu === true ? { label } : null, by)
    : '';
  return ok(
    { path, text, version: created.version, message: `Restored ${path} from ${when}.${site}` },
    201,
  );
}

/** The answer to a history endpoint, or null when `route` names none of them. */
export async function answerHistoryRequest(call: {
  source: HistorySource;
  store: ContentStore;
  route: string;
  url: URL;
  body: () => Promise<Record<string, unknown>>;
  by: Editor;
}): Promise<Answer | null> {
  const { source, store, route, url, by } = call;
  switch (route) {
    case 'GET history':
      return versionsOf(source, url.searchParams.get('path'));
    case 'GET history/version':
      return versionText(source, url);
    case 'GET history/removed':
      return removedPages(source, store);
    case 'POST history/restore':
      return restore(source, store, await call.body(), by);
    default:
      return null;
  }
}
