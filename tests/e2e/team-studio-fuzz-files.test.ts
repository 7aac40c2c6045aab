/**
 * The route fuzz (team-fuzz-studio.ts) of a draft's files: reading and saving them, new pages, a
 * page's removal and new address, the checks, the preview's content, the pictures, and the
 * history of a file. Writes are invalid by construction: a save is never forced and a version is
 * never a commit the studio gave out, and a new page's address always holds a character no
 * address may have.
 */
import {
  anyBody,
  at,
  bodyValue,
  hostileOrPath,
  hostileString,
  hostileValue,
  jsonBody,
  uploadBody,
  type Route,
} from './team-fuzz-inputs.ts';
import { afterTheFuzz, fuzzRoutes, fuzzStudio } from './team-fuzz-studio.ts';

const studio = fuzzStudio({ drafts: true });
const withDraft = { draft: studio.draftIds };

/** Never `true`, so a save is never forced. */
const notForce = (body: Record<string, unknown>) =>
  body.force === true ? { ...body, force: 'true' } : body;

/** A character no page address may hold, so a new page is never made. */
const badAddress = (body: Record<string, unknown>) =>
  typeof body.route === 'string' && /^[A-Za-z0-9/_ .-]*$/.test(body.route)
    ? { ...body, route: `${body.route}\0` }
    : body;

const ROUTES: Route[] = [
  {
    name: 'GET touching',
    method: 'GET',
    target: at('touching', ['path', 'except'], { except: studio.draftIds }),
    body: anyBody,
  },
  { name: 'GET files', method: 'GET', target: at('files', ['draft'], withDraft), body: anyBody },
  {
    name: 'GET file',
    method: 'GET',
    target: at('file', ['path', 'draft'], {
      ...withDraft,
      path: () => ['pages/about.yaml', 'pages/_site.yaml'],
    }),
    body: anyBody,
  },
  {
    name: 'PUT file',
    method: 'PUT',
    target: at('file', ['draft'], withDraft),
    body: jsonBody(
      { path: hostileOrPath, text: hostileString, baseVersion: hostileString, force: hostileValue },
      notForce,
    ),
  },
  {
    name: 'POST pages',
    method: 'POST',
    target: at('pages', ['draft'], withDraft),
    body: jsonBody({ route: hostileString, title: hostileString, menu: hostileValue }, badAddress),
  },
  {
    name: 'DELETE page',
    method: 'DELETE',
    // A version is never one the studio gave out: nothing is deleted.
    target: at('page', ['draft', 'path', 'version', 'redirect'], {
      ...withDraft,
      path: () => ['pages/about.yaml'],
    }),
    body: anyBody,
  },
  {
    name: 'POST page-address',
    method: 'POST',
    target: at('page-address', ['draft'], withDraft),
    body: jsonBody({
      path: hostileOrPath,
      version: hostileString,
      route: hostileString,
      redirect: hostileValue,
    }),
  },
  {
    name: 'POST validate',
    method: 'POST',
    target: at('validate', ['draft'], withDraft),
    body: jsonBody({ path: hostileOrPath, text: bodyValue }),
  },
  {
    name: 'GET preview-content',
    method: 'GET',
    target: at('preview-content', ['draft'], withDraft),
    body: anyBody,
  },
  { name: 'GET meta', method: 'GET', target: at('meta', ['draft'], withDraft), body: anyBody },
  { name: 'GET media', method: 'GET', target: at('media', ['draft'], withDraft), body: anyBody },
  {
    name: 'POST media',
    method: 'POST',
    target: at('media', ['draft', 'name'], withDraft),
    body: uploadBody,
  },
  {
    name: 'PUT media',
    method: 'PUT',
    target: at('media', ['draft', 'name', 'src'], {
      ...withDraft,
      src: () => ['/favicon.svg', 'media/x.jpg'],
    }),
    body: uploadBody,
  },
  {
    name: 'DELETE media',
    method: 'DELETE',
    target: at('media', ['draft', 'src'], withDraft),
    body: anyBody,
  },
  {
    name: 'GET history',
    method: 'GET',
    target: at('history', ['draft', 'path'], withDraft),
    body: anyBody,
  },
  {
    name: 'GET history/version',
    method: 'GET',
    target: at('history/version', ['draft', 'path', 'version'], withDraft),
    body: anyBody,
  },
  {
    name: 'GET history/removed',
    method: 'GET',
    target: at('history/removed', ['draft'], withDraft),
    body: anyBody,
  },
  {
    name: 'POST history/restore',
    method: 'POST',
    target: at('history/restore', ['draft'], withDraft),
    body: jsonBody({
      path: hostileOrPath,
      from: hostileOrPath,
      version: hostileString,
      baseVersion: hostileString,
      menu: hostileValue,
      menuLabel: hostileString,
    }),
  },
];

fuzzRoutes(studio, ROUTES);
afterTheFuzz(studio, 'team-studio-fuzz-files');
