/**
 * The route fuzz (team-fuzz-studio.ts) of every path that is no route of the API: any method to
 * any API path, the app, its files, a draft's preview, the pictures, anything else, and writes to
 * a page; then the paths that once answered 500.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyBody, API, query, segment, type Route } from './team-fuzz-inputs.ts';
import { afterTheFuzz, fuzzRoutes, fuzzStudio } from './team-fuzz-studio.ts';

const studio = fuzzStudio({ drafts: true });

/** A path under `prefix`: up to four segments (ids from `ids`), and a query. */
const under = (prefix: string, ids: () => string[] = () => ['x']) =>
  fc
    .tuple(fc.array(segment(ids), { maxLength: 4 }), query(['next', 'draft']))
    .map(([parts, q]) => `${prefix}${parts.join('/')}${q}`);

const ROUTES: Route[] = [
  {
    name: 'any method, any endpoint',
    method: 'RANDOM',
    target: fc
      .array(segment(studio.draftIds), { minLength: 0, maxLength: 4 })
      .chain((parts) =>
        query(['draft', 'path'], { draft: studio.draftIds }).map(
          (q) => `${API}${parts.join('/')}${q}`,
        ),
      ),
    body: anyBody,
  },
  { name: 'GET /studio/…', method: 'GET', target: under('/studio/'), body: anyBody },
  { name: 'GET /studio/app/…', method: 'GET', target: under('/studio/app/'), body: anyBody },
  {
    name: 'GET /studio/preview/<id>/…',
    method: 'GET',
    target: under('/studio/preview/', studio.draftIds),
    body: anyBody,
  },
  {
    name: 'GET /media/…',
    method: 'GET',
    target: under('/media/', () => ['x.jpg', 'x.svg', 'a-b.png']),
    body: anyBody,
  },
  {
    name: 'GET /… (anything else)',
    method: 'GET',
    target: under('/', () => ['favicon.svg', 'studio', 'index.html']),
    body: anyBody,
  },
  {
    name: 'a write to a page',
    method: 'RANDOM',
    target: under('/studio/', studio.draftIds),
    body: anyBody,
  },
];

fuzzRoutes(studio, ROUTES);

/** The 500s the fuzz found, each now the request's fault, in words. */
describe('what the fuzz found', () => {
  const get = (path: string) => studio.send({ method: 'GET', path, headers: {} });

  it('a path starting // whose rest is no host (//%00) is a path: 404, not a 500', async () => {
    expect((await get('//%00')).status).toBe(404);
  });

  it('a request target in absolute form that is no URL is a 400 bad-url', async () => {
    const answer = await get('http://[nope/studio/');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'bad-url', error: expect.any(String) });
  });

  it('a path that starts with // is a path, never a host', async () => {
    expect((await get('//evil.example/studio/')).status).toBe(404);
  });

  it.each([
    [
      'climbs out of the app to a file taken for a folder',
      '/studio/app/..%2F..%2F..%2F..%2Fetc%2Fpasswd/x',
    ],
    ['takes a public file for a folder', '/favicon.svg/x'],
    ['is longer than a file name may be', `/${'x'.repeat(5000)}`],
    ['is an app file longer than a file name may be', `/studio/app/${'x'.repeat(5000)}.js`],
  ])('a path that %s is a 404, never a 500 naming the file system', async (_, path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toMatch(/ENOTDIR|ENAMETOOLONG|\/etc\/|\/work\//);
  });
});

afterTheFuzz(studio, 'team-studio-fuzz-paths');
