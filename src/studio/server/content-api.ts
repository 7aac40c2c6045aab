/**
 * The studio's content endpoints over one store (src/studio/README.md): list, read, save, create,
 * move and delete content files, validate the editor's text, the project's names for
 * completions and its forms and downloads for the previews.
 * The dev server and the team server answer them alike; each puts its own guard in front.
 */
import type { IncomingMessage } from 'node:http';
import { declaredDownloads } from '../../project/downloads.ts';
import { listProjectFiles, sectionIdsOf, validateProject } from '../../project/project.ts';
import { formIdFromFile, routeFromPageFile } from '../../content/route-path.ts';
import { pageScaffold } from '../../scaffold/page.ts';
import { imageSources } from '../../media/source-files.ts';
import { checkContentPath } from './content-path.ts';
import { checkWritePath } from './write-gate.ts';
import { HttpError, readJsonBody, requireString } from './http-json.ts';
import { SITE_FILE, withMenuLink } from './menu-link.ts';
import { deletePage } from './page-delete.ts';
import { renamePage } from './page-rename.ts';
import { refuseStudioRoute } from './page-route.ts';
import { previewContent } from './preview-content.ts';
import { deleteMedia, mediaList, replaceMedia, uploadMedia } from './media-api.ts';
import { redirectedTo } from './site-redirect.ts';
import type { ContentStore, Editor } from './store.ts';
import { projectOnDisk } from './project-cache.ts';
import { validatedFile } from './validated-files.ts';
import { validateText } from './validate-text.ts';
import type { HistorySource } from './file-history.ts';
import { answerHistoryRequest } from './history-api.ts';

export interface Answer {
  status: number;
  body: unknown;
}

const ok = (body: unknown, status = 200): Answer => ({ status, body });

function listFiles(root: string) {
  const { files, context } = projectOnDisk(root);
  const report = validateProject(root, undefined, undefined, files, validatedFile, context);
  return {
    files: report.results.map((result) => ({
      path: result.file,
      kind: result.kind,
      ...(result.kind === 'page' ? { route: routeFromPageFile(result.file)! } : {}),
      // What a person knows the file by: a page's or form's title (absent while the file does
      // not parse), the site settings by what they are.
      ...(result.kind === 'site'
        ? { title: 'Site settings' }
        : typeof (result.data as { title?: unknown } | undefined)?.title === 'string'
          ? { title: (result.data as { title: string }).title }
          : {}),
      valid: result.data !== undefined && !result.problems.some((p) => p.severity === 'error'),
      // Counted apart: a page with only warnings (nothing links to it yet) is not broken.
      errors: result.problems.filter((p) => p.severity === 'error').length,
      warnings: result.problems.filter((p) => p.severity === 'warning').length,
    })),
  };
}

function projectNames(root: string) {
  const files = listProjectFiles(root);
  const pages = files.filter((f) => f.kind === 'page');
  return {
    routes: pages.map((f) => routeFromPageFile(f.file)!).sort(),
    forms: files
      .filter((f) => f.kind === 'form')
      .map((f) => formIdFromFile(f.file))
      .sort(),
    downloads: declaredDownloads(pages)
      .map((d) => d.name)
      .sort(),
    sectionIds: Object.fromEntries(
      pages.map((f) => [routeFromPageFile(f.file)!, sectionIdsOf(f.source)]),
    ),
    // What `src:` may name: the originals in media/ and the drawn pictures under public/.
    images: imageSources(root),
  };
}

async function readFile(store: ContentStore, path: string | null): Promise<Answer> {
  checkContentPath(path);
  const file = await store.read(path!);
  if (!file) throw new HttpError(404, 'not-found', `${path} does not exist`);
  return ok(file);
}

async function saveFile(store: ContentStore, body: Record<string, unknown>, by: Editor) {
  const path = requireString(body, 'path');
  const text = requireString(body, 'text');
  const force = body.force === true;
  const baseVersion = body.baseVersion;
  if (!force && typeof baseVersion !== 'string') {
    throw new HttpError(
      400,
      'bad-request',
      '"baseVersion" (the version the text was opened at) is required unless "force" is true',
    );
  }
  checkWritePath(path, ['content']);
  // Forced: the author has seen the version underneath (sent as baseVersion) and keeps theirs.
  const outcome = await store.save(path, text, force ? null : (baseVersion as string), by);
  if (outcome.kind === 'missing') {
    throw new HttpError(404, 'not-found', `${path} does not exist (create a page with POST pages)`);
  }
  if (outcome.kind === 'conflict') {
    return ok(
      {
        error: 'conflict',
        code: 'conflict',
        diskText: outcome.theirs,
        diskVersion: outcome.theirsVersion,
      },
      409,
    );
  }
  return ok({ version: outcome.version });
}

async function createPage(store: ContentStore, body: Record<string, unknown>, by: Editor) {
  const route = requireString(body, 'route');
  const title = body.title === undefined ? undefined : requireString(body, 'title');
  refuseStudioRoute(route);
  const root = await store.projectDir();
  const scaffold = pageScaffold(listProjectFiles(root), route, title);
  if (!scaffold.ok) {
    throw new HttpError(
      scaffold.reason === 'exists' ? 409 : 400,
      scaffold.reason,
      scaffold.message,
    );
  }
  checkWritePath(scaffold.file, ['content']);
  await refuseRedirectedRoute(store, scaffold.route);
  // Its link in the menu, when asked for: worked out before anything is written, so a site
  // file that cannot take it refuses the whole request.
  const menu = body.menu === true ? await menuEdit(store, scaffold) : undefined;
  const check = validateText(root, scaffold.file, scaffold.text);
  const errors = check.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    throw new HttpError(
      400,
      'invalid-page',
      `the new page would not validate: ${errors.map((p) => `${p.line}:${p.column} ${p.path}: ${p.message}`).join('; ')}`,
    );
  }
  const outcome = await store.create(scaffold.file, scaffold.text, by);
  if (outcome.kind === 'exists') {
    throw new HttpError(409, 'exists', `${scaffold.file} exists already`);
  }
  const linked = menu && (await saveMenu(store, menu, by));
  return ok(
    {
      path: scaffold.file,
      text: scaffold.text,
      version: outcome.version,
      ...(linked ? { menu: linked } : {}),
    },
    201,
  );
}

/** An old address that leads on elsewhere has no page of its own until the redirect goes. */
async function refuseRedirectedRoute(store: ContentStore, route: string) {
  const site = await store.read(SITE_FILE);
  const to = site && redirectedTo(site.text, route);
  if (to) {
    throw new HttpError(
      409,
      'redirected',
      `${route} leads on to ${to} (a redirect in ${SITE_FILE}): remove that redirect first, or choose another address`,
    );
  }
}

/** The site file as it is, and its text with the new page's link in the header menu. */
async function menuEdit(store: ContentStore, page: { route: string; title: string }) {
  const site = await store.read(SITE_FILE);
  if (!site) throw new HttpError(409, 'no-menu', `${SITE_FILE} does not exist: there is no menu`);
  const edit = withMenuLink(site.text, { label: page.title, to: page.route });
  if (!edit.ok) throw new HttpError(409, 'no-menu', edit.message);
  return { site, edit };
}

/** Saves the site file with the link: what the answer says of the menu. */
async function saveMenu(
  store: ContentStore,
  { site, edit }: Awaited<ReturnType<typeof menuEdit>>,
  by: Editor,
): Promise<{ added: boolean; message: string }> {
  if (!edit.added) return { added: false, message: 'The menu links to it already.' };
  const saved = await store.save(SITE_FILE, edit.text, site.version, by);
  return saved.kind === 'saved'
    ? { added: true, message: `Added it to the menu in ${SITE_FILE}.` }
    : // Someone saved the site file meanwhile: the page stands, its link is for the author.
      { added: false, message: `${SITE_FILE} changed meanwhile: add the link to the menu there.` };
}

async function validate(store: ContentStore, body: Record<string, unknown>) {
  const path = requireString(body, 'path');
  const text = requireString(body, 'text');
  checkContentPath(path);
  return ok(validateText(await store.projectDir(), path, text));
}

export interface ContentRequest {
  store: ContentStore;
  /** `GET files`, `PUT file`, …: the method and the endpoint after the API prefix. */
  route: string;
  url: URL;
  request: IncomingMessage;
  by: Editor;
  maxJsonBytes: number;
  /** Where the store's history is (file-history.ts): the history endpoints answer with it. */
  history?: HistorySource;
}

/** The answer to a content endpoint, or null when `route` names none of them. */
export async function answerContentRequest(call: ContentRequest): Promise<Answer | null> {
  const { store, route, url, request, by, maxJsonBytes } = call;
  const body = () => readJsonBody(request, maxJsonBytes);
  switch (route) {
    case 'GET files':
      return ok(listFiles(await store.projectDir()));
    case 'GET file':
      return readFile(store, url.searchParams.get('path'));
    case 'PUT file':
      return saveFile(store, await body(), by);
    case 'POST pages':
      return createPage(store, await body(), by);
    case 'DELETE page':
      return deletePage(store, url, by);
    case 'POST page-address':
      return renamePage(store, await body(), by);
    case 'POST validate':
      return validate(store, await body());
    case 'GET preview-content':
      return ok(previewContent(await store.projectDir()));
    case 'GET meta':
      return ok(projectNames(await store.projectDir()));
    case 'GET media':
      return ok(await mediaList(store));
    case 'POST media':
      return uploadMedia(store, url, request, by);
    case 'PUT media':
      return replaceMedia(store, url, request, by);
    case 'DELETE media':
      return deleteMedia(store, url, by);
    default:
      return call.history
        ? answerHistoryRequest({ source: call.history, store, route, url, body, by })
        : null;
  }
}
