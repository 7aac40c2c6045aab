/**
 * The route fuzz (issue 52, Goal 7): random and hostile bodies, query parameters and path segments
 * sent with fast-check to every route of the team studio, as each role (signed out, editor,
 * reviewer, publisher, admin), against the server started as a process over a real bare
 * repository. Every answer must be under 500; an API refusal is JSON with `error` in words and a
 * `code`; no body and nothing in the server's log holds a stack trace or a source path; and
 * nothing changed: every ref of the studio's clone and of the remote, main's tree, the drafts and
 * the people are as they were.
 *
 * So that "nothing changed" holds without guessing which random body happened to be a valid
 * write, the inputs of writes are invalid by construction, each in a way that still lets the rest
 * of the input reach deep into the handler: a save is never forced and its version is never a
 * commit the studio gave out, a new page's address always holds a character no address may have,
 * a draft's name is never one a draft may take, a review's decision never a decision, a role never
 * a role, a person removed is only the last admin (refused), and an invitation is sent again only
 * to someone who has joined (refused). Reads and refusals get any input.
 *
 * TEAM_FUZZ_RUNS sets the requests per route and role (default below), TEAM_FUZZ_SEED replays a
 * run. Query strings stay under Node's 16 kB header limit (past it Node itself answers 431 with no
 * body, before any route); bodies up to about 1 MB (the limit has its own test in
 * team-studio-server.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import {
  backedUp,
  startTeamServer,
  type TestTeamServer as TeamServer,
} from '../support/team-server.ts';

/**
 * Requests per route and role: the 200. The whole file (about 7,000 requests and their
 * shrinking, none) takes 95–135 s on this project's loaded 2-core machine; lower it to try a
 * change quickly.
 */
const RUNS = Number(process.env.TEAM_FUZZ_RUNS ?? 200);
const SEED =
  process.env.TEAM_FUZZ_SEED === undefined ? undefined : Number(process.env.TEAM_FUZZ_SEED);

const ROOT = resolve(import.meta.dirname, '../..');

let server: TeamServer;
let people: Record<SignedInRole, Person & { id: string }>;
/** Draft A holds a saved change and is in review (or refused at submit); draft B is empty. */
let draftA: string;
let draftB: string;
let adminId: string;
let otherUserIds: string[];

type SignedInRole = 'editor' | 'reviewer' | 'publisher' | 'admin';
type Role = 'signed-out' | SignedInRole;
const ROLES: Role[] = ['signed-out', 'editor', 'reviewer', 'publisher', 'admin'];

const api = () => teamApiClient(server.base);
const cloneDir = () => join(server.dataDir, 'repo.git');

// ---------------------------------------------------------------------------------------------
// Raw HTTP: node:http, so that a path is sent as written (fetch would resolve `..` and `%2e%2e`).

/**
 * A connection per request: a refusal sent before a body was read closes its connection (413),
 * and a reused one would fail the next request for a reason of the client's.
 */
const agent = new Agent({ keepAlive: false });

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

interface Received {
  status: number;
  contentType: string;
  text: string;
}

function send({ method, path, headers, body }: Sent): Promise<Received> {
  const url = new URL(server.base);
  return new Promise((done, failed) => {
    const request = httpRequest(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', failed);
      },
    );
    request.on('error', failed);
    request.end(body);
  });
}

// ---------------------------------------------------------------------------------------------
// What is sent: hostile values, path segments, queries and bodies.

/** Strings an attacker tries first. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '../',
  '../../../../etc/passwd',
  '..',
  '.',
  '/',
  '//',
  '--upload-pack=x',
  '--output=/tmp/x',
  '-h',
  'HEAD',
  'HEAD~1',
  'main',
  'refs/heads/main',
  'main..HEAD',
  '@{-1}',
  '\0',
  'pages/about.yaml\0.png',
  'a\u0000b',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '9007199254740993',
  '0',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'pages/about.yaml',
  'pages/ABOUT.yaml',
  'pages/studio.yaml',
  'pages/_site.yaml',
  'forms/consultation.yaml',
  '.git/config',
  '.github/workflows/x.yml',
  'index.html',
  'media/x.jpg',
  'media/../pages/about.yaml',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  '\\\\server\\share',
  'ﬁ',
  'İstanbul',
  '\u202eevil',
  '\ufeff',
  '\ud800',
  '🏗️',
  'Ⓐⓑⓒ',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '${process.exit()}',
  '{{constructor.constructor("x")()}}',
  '%00',
  '%2e%2e%2f',
  '0'.repeat(40),
  'f'.repeat(40),
  'g'.repeat(40),
  'a'.repeat(64),
  'a'.repeat(65),
  'x'.repeat(5000),
  'admin',
  'editor',
  'approve',
  'changes',
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-f]{40}$/) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom(...HOSTILE_STRINGS))
      .map(([a, b]) => `${a}${b}`),
  },
);

/** Only in bodies: too long for a query string. */
const hugeString = fc.constantFrom('x'.repeat(200_000), '\0'.repeat(30_000), 'é'.repeat(100_000));

/** A JSON value of any shape, hostile strings included. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, 0, -1, 1e308, [], {}) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
);

/** A value with a huge string now and then. */
const bodyValue = fc.oneof(
  { weight: 12, arbitrary: hostileValue },
  { weight: 1, arbitrary: hugeString },
);

/** Percent-encodes, leaving a lone surrogate as U+FFFD (as a browser would). */
const encode = (value: string) =>
  encodeURIComponent(
    value.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    ),
  );

/** Escapes as written, some of them malformed: sent raw, never encoded again. */
const RAW_FRAGMENTS = [
  '%00',
  '%zz',
  '%',
  '%2e%2e',
  '%2e%2e%2f',
  '..',
  '%c0%ae',
  '%ff',
  '%2F',
  '+',
  '%E2%80%AE',
];

/** One of the ids known once the setup ran (the arbitraries are made before it). */
const pick = (ids: () => string[]) => fc.nat(1000).map((n) => encode(ids()[n % ids().length]!));

/** One path segment: an id, a hostile string encoded, or a raw escape. */
const segment = (ids: () => string[]) =>
  fc.oneof(
    { weight: 2, arbitrary: pick(ids) },
    { weight: 4, arbitrary: hostileString.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_FRAGMENTS) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...RAW_FRAGMENTS), hostileString)
        .map(([raw, text]) => `${raw}${encode(text)}`),
    },
  );

/**
 * A query string: the route's own keys and hostile ones, each with a hostile value, an id (`ids`
 * gives them when the test runs, after the setup), repeated keys now and then.
 */
function query(keys: string[], ids: Record<string, () => string[]> = {}) {
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('x', ...keys) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'draft[]', '', '%00') },
  );
  const pair = key.chain((name) => {
    const known = Object.hasOwn(ids, name) ? ids[name] : undefined;
    const value = known
      ? fc.oneof(
          { weight: 1, arbitrary: hostileString.map(encode) },
          { weight: 1, arbitrary: pick(known) },
        )
      : fc.oneof(
          { weight: 5, arbitrary: hostileString.map(encode) },
          { weight: 1, arbitrary: fc.constantFrom(...RAW_FRAGMENTS) },
        );
    return value.map((text) => `${name === '%00' ? name : encode(name)}=${text}`);
  });
  return fc
    .array(pair, { maxLength: 5 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.join('&')}`));
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; text: string | Uint8Array; contentType: string };

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON'];
const OTHER_TYPES = [
  '',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  'image/png',
  'image/svg+xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
];

const INVALID_JSON = [
  '',
  '{',
  '{"a":',
  '{"a" 1}',
  "{'a': 1}",
  '[',
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '\0',
  '{"a":"\\u00"}',
  '{}}',
  '\ufeff{}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
];

/**
 * A body for a JSON route with `fields`: an object holding them (each any value, or left out),
 * prototype-pollution keys, any JSON at all, an array for the object, text that is no JSON, or
 * the right JSON with the wrong type. `spoil` makes a write's body one that must be refused.
 */
function jsonBody(
  fields: Record<string, fc.Arbitrary<unknown>>,
  spoil: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body,
): fc.Arbitrary<Body> {
  const shaped = fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [
        name,
        fc.oneof({ weight: 3, arbitrary: value }, { weight: 2, arbitrary: bodyValue }),
      ]),
    ),
    { requiredKeys: [] },
  );
  const object = shaped.map(spoil);
  const type = fc.constantFrom(...JSON_TYPES);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        value: object,
        contentType: type,
      }),
    },
    {
      weight: 2,
      // Keys that would pollute a prototype if the server merged the body into an object.
      arbitrary: fc.tuple(object, type).map(([value, contentType]) => {
        const own = Object.entries(value).map(
          ([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`,
        );
        const text = `{${[
          '"__proto__":{"role":"admin","force":true,"isAdmin":true}',
          '"constructor":{"prototype":{"force":true}}',
          ...own,
        ].join(',')}}`;
        return { kind: 'raw' as const, text, contentType };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        value: fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.array(object, { maxLength: 2 })),
        contentType: type,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: fc.oneof(
          fc.constantFrom(...INVALID_JSON),
          fc.string({ unit: 'binary', maxLength: 200 }),
        ),
        contentType: type,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        value: object,
        contentType: fc.constantFrom(...OTHER_TYPES),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
}

/** Any body at all: for a route that takes none. */
const anyBody = jsonBody({ name: hostileValue, path: hostileValue });

/** Bytes for an upload: random, or the start of a picture with nothing valid after it. */
const uploadBody: fc.Arbitrary<Body> = fc.record({
  kind: fc.constant('raw' as const),
  text: fc.oneof(
    fc.uint8Array({ maxLength: 3000 }),
    fc.constantFrom(
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      'GIF89a\0\0',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script>',
      '<svg',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg>&b;</svg>',
      'RIFF\0\0\0\0WEBPVP8 ',
      '',
    ),
  ),
  contentType: fc.constantFrom(
    'image/jpeg',
    'image/png',
    'image/svg+xml',
    'image/webp',
    'application/octet-stream',
    'image/../../x',
    ...OTHER_TYPES,
  ),
});

// ---------------------------------------------------------------------------------------------
// The routes.

interface Route {
  name: string;
  method: string;
  /** The path and query (a random one each run). */
  target: fc.Arbitrary<string>;
  body: fc.Arbitrary<Body>;
  /** For a signed-in person: the request's headers may not pass the guard (sign-out). */
  spoilGuard?: boolean;
}

const API = '/__studio/api/';
const draftIds = () => [draftA, draftB, 'D' + 'x'.repeat(20), 'no-such-draft'];
const userIds = () => [adminId, ...otherUserIds, 'no-such-user'];
/** Only the last admin may be named to be removed: the server refuses that. */
const removableIds = () => [adminId, 'no-such-user'];

const at = (path: string, keys: string[] = [], ids: Record<string, () => string[]> = {}) =>
  query(keys, ids).map((q) => `${API}${path}${q}`);

const withDraft = { draft: draftIds };

const draftPath = (verb: string, keys: string[] = []) =>
  fc
    .tuple(segment(draftIds), query(keys, withDraft))
    .map(([id, q]) => `${API}drafts/${id}${verb}${q}`);

const userPath = (ids: () => string[], verb = '') =>
  fc.tuple(segment(ids), query([])).map(([id, q]) => `${API}users/${id}${verb}${q}`);

/** Never `true`, so a save is never forced. */
const notForce = (body: Record<string, unknown>) =>
  body.force === true ? { ...body, force: 'true' } : body;

/** A character no page address may hold, so a new page is never made. */
const badAddress = (body: Record<string, unknown>) =>
  typeof body.route === 'string' && /^[A-Za-z0-9/_ .-]*$/.test(body.route)
    ? { ...body, route: `${body.route}\0` }
    : body;

/** Never a name a draft may take: not a string, blank, or over 120 characters. */
const badDraftName = (body: Record<string, unknown>) =>
  typeof body.name === 'string' && body.name.trim() !== '' && body.name.trim().length <= 120
    ? { ...body, name: body.name.length % 2 ? ' \t ' : 'n'.repeat(121) }
    : body;

const notADecision = (body: Record<string, unknown>) =>
  body.decision === 'approve' || body.decision === 'changes'
    ? { ...body, decision: `${body.decision}!` }
    : body;

const ROLE_NAMES = ['admin', 'editor', 'reviewer', 'publisher'];
const notARole = (body: Record<string, unknown>) =>
  typeof body.role === 'string' && ROLE_NAMES.includes(body.role)
    ? { ...body, role: body.role.toUpperCase() }
    : body;

const resolutions = fc.oneof(
  hostileValue,
  fc.array(
    fc.record(
      { path: fc.oneof(hostileString, hostileValue), text: bodyValue },
      { requiredKeys: [] },
    ),
    { maxLength: 3 },
  ),
);

const hostileOrPath = fc.oneof(
  hostileString,
  fc.constantFrom('pages/about.yaml', 'pages/index.yaml'),
);

const ROUTES: Route[] = [
  { name: 'GET session', method: 'GET', target: at('session', ['x']), body: anyBody },
  {
    name: 'POST sign-in',
    method: 'POST',
    target: at('sign-in', ['next']),
    // A random password never matches the people's: no sign-in succeeds.
    body: jsonBody({
      email: fc.oneof(hostileString, fc.constantFrom('admin@example.com', 'ed@example.com')),
      password: hostileString,
    }),
  },
  {
    name: 'POST sign-out',
    method: 'POST',
    target: at('sign-out'),
    body: anyBody,
    spoilGuard: true,
  },
  {
    name: 'POST invitations/accept',
    method: 'POST',
    target: at('invitations/accept'),
    body: jsonBody({ token: hostileString, password: hostileString, name: hostileString }),
  },
  { name: 'GET drafts', method: 'GET', target: at('drafts', ['status', 'draft']), body: anyBody },
  {
    name: 'POST drafts',
    method: 'POST',
    target: at('drafts'),
    body: jsonBody({ name: hostileString }, badDraftName),
  },
  { name: 'GET drafts/:id', method: 'GET', target: draftPath(''), body: anyBody },
  { name: 'POST drafts/:id/submit', method: 'POST', target: draftPath('/submit'), body: anyBody },
  {
    name: 'POST drafts/:id/review',
    method: 'POST',
    target: draftPath('/review'),
    body: jsonBody({ decision: hostileString, comment: hostileString }, notADecision),
  },
  { name: 'POST drafts/:id/publish', method: 'POST', target: draftPath('/publish'), body: anyBody },
  {
    name: 'POST drafts/:id/update',
    method: 'POST',
    target: draftPath('/update'),
    body: jsonBody({ resolutions }),
  },
  {
    name: 'GET drafts/:id/preview',
    method: 'GET',
    target: draftPath('/preview', ['route']),
    body: anyBody,
  },
  { name: 'GET users', method: 'GET', target: at('users', ['removed']), body: anyBody },
  {
    name: 'POST users',
    method: 'POST',
    target: at('users'),
    body: jsonBody({ email: hostileString, role: hostileString, name: hostileString }, notARole),
  },
  {
    name: 'PATCH users/:id',
    method: 'PATCH',
    target: userPath(userIds),
    body: jsonBody({ role: hostileString }, notARole),
  },
  { name: 'DELETE users/:id', method: 'DELETE', target: userPath(removableIds), body: anyBody },
  // Everyone here has joined: sending an invitation again is refused for each.
  {
    name: 'POST users/:id/invitation',
    method: 'POST',
    target: userPath(userIds, '/invitation'),
    body: anyBody,
  },
  {
    name: 'GET audit',
    method: 'GET',
    target: at('audit', ['before', 'action', 'draft', 'limit'], withDraft),
    body: anyBody,
  },
  {
    name: 'GET audit/export',
    method: 'GET',
    target: at('audit/export', ['before', 'action', 'draft'], withDraft),
    body: anyBody,
  },
  {
    name: 'GET touching',
    method: 'GET',
    target: at('touching', ['path', 'except'], { except: draftIds }),
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
  // Privacy and e-mail (lead-requests-api.ts, password-reset-api.ts, mail-api.ts).
  {
    name: 'POST password-reset/request',
    method: 'POST',
    target: at('password-reset/request'),
    body: jsonBody({
      email: fc.oneof(hostileString, fc.constantFrom('admin@example.com', 'ed@example.com')),
    }),
  },
  {
    name: 'POST password-reset/complete',
    method: 'POST',
    target: at('password-reset/complete'),
    body: jsonBody({ token: hostileString, password: hostileString }),
  },
  {
    name: 'POST leads/by-email',
    method: 'POST',
    target: fc.constantFrom('', '/export', '/delete').map((verb) => `${API}leads/by-email${verb}`),
    body: jsonBody({
      email: hostileString,
      format: fc.oneof(hostileString, fc.constantFrom('json', 'csv')),
    }),
  },
  {
    name: 'DELETE leads/:id',
    method: 'DELETE',
    target: segment(() => ['x', '1']).map((id) => `${API}leads/${id}`),
    body: anyBody,
  },
  { name: 'GET mail', method: 'GET', target: at('mail'), body: anyBody },
  {
    name: 'POST mail/failures/:id/dismiss',
    method: 'POST',
    target: segment(() => ['1', '99']).map((id) => `${API}mail/failures/${id}/dismiss`),
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
  {
    name: 'any method, any endpoint',
    method: 'RANDOM',
    target: fc
      .array(segment(draftIds), { minLength: 0, maxLength: 4 })
      .chain((parts) =>
        query(['draft', 'path'], withDraft).map((q) => `${API}${parts.join('/')}${q}`),
      ),
    body: anyBody,
  },
  ...pageRoutes(),
];

/** The paths outside the API: the app, its files, a draft's preview, the pictures. */
function pageRoutes(): Route[] {
  const under = (prefix: string, ids: () => string[] = () => ['x']) =>
    fc
      .tuple(fc.array(segment(ids), { maxLength: 4 }), query(['next', 'draft']))
      .map(([parts, q]) => `${prefix}${parts.join('/')}${q}`);
  return [
    { name: 'GET /studio/…', method: 'GET', target: under('/studio/'), body: anyBody },
    { name: 'GET /studio/app/…', method: 'GET', target: under('/studio/app/'), body: anyBody },
    {
      name: 'GET /studio/preview/<id>/…',
      method: 'GET',
      target: under('/studio/preview/', draftIds),
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
      target: under('/studio/', draftIds),
      body: anyBody,
    },
  ];
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

// ---------------------------------------------------------------------------------------------
// Who sends it, and what an answer must be.

/** Headers of a role: the session cookie, the token and the same origin, or none signed out. */
function headersOf(role: Role, spoil: number): Record<string, string> {
  if (role === 'signed-out') {
    // Signed out: no cookie, a forged one, or a real token from no session.
    const forged = [
      '',
      'studio_session=forged',
      'studio_session=; x=1',
      '__Host-studio_session=a.b',
    ];
    return {
      Origin: spoil % 3 === 0 ? 'http://evil.example' : server.base,
      ...(forged[spoil % forged.length] ? { Cookie: forged[spoil % forged.length]! } : {}),
    };
  }
  const person = people[role];
  return { Origin: server.base, Cookie: person.cookie, 'X-Studio-Token': person.csrf };
}

/** A signed-in person's headers that fail the guard: no token, another's token, another origin. */
function spoiledGuard(role: SignedInRole, which: number): Record<string, string> {
  const person = people[role];
  const other = people[role === 'admin' ? 'editor' : 'admin'];
  return [
    { Origin: server.base, Cookie: person.cookie },
    { Origin: server.base, Cookie: person.cookie, 'X-Studio-Token': other.csrf },
    { Origin: 'http://evil.example', Cookie: person.cookie, 'X-Studio-Token': person.csrf },
    { Cookie: person.cookie, 'X-Studio-Token': person.csrf, 'Sec-Fetch-Site': 'cross-site' },
  ][which % 4]!;
}

/** A stack frame (`    at fn (file:1:2)`) or a path of the source. */
const STACK = /^\s*at\s.+(:\d+:\d+\)?|\(native\))$/m;

function problemsOf(sent: Sent, route: Route, answer: Received): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (STACK.test(answer.text)) problems.push('a stack trace in the body');
  for (const secret of [ROOT, server.dataDir, '/src/', 'node_modules', '.ts:']) {
    if (answer.text.includes(secret)) problems.push(`the body names ${secret}`);
  }
  // The API answers JSON; a page path answers a page, or a plain-text 404 as a browser shows it.
  // The path as the server reads it: `/__studio/api/%2e%2e` is `/__studio/`, no API path.
  const json = new URL(`http://studio.invalid${sent.path}`).pathname.startsWith(API);
  if (json && answer.status >= 400 && sent.method !== 'HEAD') {
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      problems.push('a refusal that is not JSON');
    }
    const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
    if (typeof error !== 'string' || !/[a-z]{2,}\s+\S/i.test(error))
      problems.push('no "error" in words');
    if (typeof code !== 'string' || code === '') problems.push('no "code"');
  }
  return problems;
}

const short = (text: string) =>
  text.length > 300 ? `${text.slice(0, 300)}… (${text.length})` : text;

// ---------------------------------------------------------------------------------------------
// The state that must not change.

const git = (gitDir: string, ...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });

async function state() {
  const admin = people.admin;
  return {
    cloneRefs: git(cloneDir(), 'for-each-ref'),
    remoteRefs: git(server.remote.path, 'for-each-ref'),
    mainTree: git(server.remote.path, 'ls-tree', '-r', 'main'),
    drafts: (await api().call('GET', 'drafts', { as: admin })).body,
    users: (await api().call('GET', 'users', { as: admin })).body,
  };
}

let before: Awaited<ReturnType<typeof state>>;
const started = Date.now();

beforeAll(async () => {
  server = await startTeamServer();
  const join = async (email: string, role: SignedInRole, name: string) => {
    const person = await api().join(server.invite(email, role), name);
    const session = await api().call('GET', 'session', { as: person });
    return { ...person, id: (session.body.user as { id: string }).id };
  };
  people = {
    admin: await join('admin@example.com', 'admin', 'Ada Admin'),
    editor: await join('ed@example.com', 'editor', 'Ed Editor'),
    reviewer: await join('rita@example.com', 'reviewer', 'Rita Reviewer'),
    publisher: await join('pat@example.com', 'publisher', 'Pat Publisher'),
  };
  adminId = people.admin.id;
  otherUserIds = [people.editor.id, people.reviewer.id, people.publisher.id];

  // Draft A: one saved change, submitted; draft B: nothing in it.
  const a = await api().call('POST', 'drafts', { as: people.editor, body: { name: 'Fuzz A' } });
  expect(a.status).toBe(201);
  draftA = a.body.id as string;
  const about = await api().call('GET', `file?path=pages/about.yaml&draft=${draftA}`, {
    as: people.editor,
  });
  const saved = await api().call('PUT', `file?draft=${draftA}`, {
    as: people.editor,
    body: {
      path: 'pages/about.yaml',
      text: (about.body.text as string).replace('title: About Us', 'title: About the Crew'),
      baseVersion: about.body.version,
    },
  });
  expect(saved.status).toBe(200);
  // In review when the site's checks pass; refused at submit otherwise: either way it stays so.
  await api().call('POST', `drafts/${draftA}/submit`, { as: people.editor });
  const b = await api().call('POST', 'drafts', { as: people.editor, body: { name: 'Fuzz B' } });
  expect(b.status).toBe(201);
  draftB = b.body.id as string;
  await backedUp(server, a.body.branch as string);
  await backedUp(server, b.body.branch as string);
  before = await state();
}, 180_000);

afterAll(async () => {
  agent.destroy();
  await server?.remove();
});

describe.each(ROUTES)('$name', (route) => {
  it.each(ROLES)(
    'as %s: under 500, a refusal in words, no stack trace',
    async (role) => {
      const input = fc.record({
        target: route.target,
        body: route.body,
        method: fc.constantFrom(...METHODS),
        spoil: fc.nat(11),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ target, body, method, spoil }) => {
          const headers =
            route.spoilGuard && role !== 'signed-out'
              ? spoiledGuard(role, spoil)
              : headersOf(role, spoil);
          const sent: Sent = {
            method: route.method === 'RANDOM' ? method : route.method,
            path: target,
            headers:
              body.kind === 'none'
                ? headers
                : { ...headers, ...(body.contentType ? { 'Content-Type': body.contentType } : {}) },
            body:
              body.kind === 'none'
                ? undefined
                : body.kind === 'json'
                  ? (JSON.stringify(body.value) ?? 'null')
                  : body.text,
          };
          const answer = await send(sent);
          const problems = problemsOf(sent, route, answer);
          if (problems.length > 0) {
            throw new Error(
              `${sent.method} ${short(sent.path)} as ${role} (${short(String(sent.body ?? ''))}): ${problems.join(', ')}; answered ${answer.status} ${short(answer.text)}`,
            );
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: false },
      );
    },
    120_000,
  );
});

/** The 500s the fuzz found, each now the request's fault, in words. */
describe('what the fuzz found', () => {
  it.each(['abc', '1e999', '-1', 'NaN', '1.5', ''])(
    'GET audit?before=%s is a 400 bad-before, not a NaN handed to the database',
    async (before) => {
      const answer = await api().call('GET', `audit?before=${before}`, { as: people.admin });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'bad-before',
        error: expect.stringContaining('before'),
      });
    },
  );

  it('GET audit?before= the next of a page goes on from there', async () => {
    const first = await api().call('GET', 'audit', { as: people.admin });
    const next = first.body.next;
    const answer = await api().call('GET', `audit?before=${next ?? 1}`, { as: people.admin });
    expect(answer.status).toBe(200);
  });

  it('a path starting // whose rest is no host (//%00) is a path: 404, not a 500', async () => {
    const answer = await send({ method: 'GET', path: '//%00', headers: {} });
    expect(answer.status).toBe(404);
  });

  it('a request target in absolute form that is no URL is a 400 bad-url', async () => {
    const answer = await send({ method: 'GET', path: 'http://[nope/studio/', headers: {} });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'bad-url', error: expect.any(String) });
  });

  it('a path that starts with // is a path, never a host', async () => {
    const answer = await send({ method: 'GET', path: '//evil.example/studio/', headers: {} });
    expect(answer.status).toBe(404);
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
    const answer = await send({ method: 'GET', path, headers: {} });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toMatch(/ENOTDIR|ENAMETOOLONG|\/etc\/|\/work\//);
  });
});

describe('after the fuzz', () => {
  it('every signed-in person still has their session (the fuzz reached past the guard)', async () => {
    for (const role of ['editor', 'reviewer', 'publisher', 'admin'] as const) {
      const session = await api().call('GET', 'session', { as: people[role] });
      expect({ role, status: session.status }).toEqual({ role, status: 200 });
    }
  });

  it('nothing changed: refs of the clone and the remote, main, the drafts, the people', async () => {
    expect(await state()).toEqual(before);
  });

  it('the server logged no stack trace', () => {
    const output = server.output();
    expect(output).not.toMatch(STACK);
    expect(output).not.toMatch(/\b(TypeError|RangeError|ReferenceError|SyntaxError)\b/);
    console.log(
      `team-studio-fuzz: ${RUNS} runs per route and role, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  });
});
