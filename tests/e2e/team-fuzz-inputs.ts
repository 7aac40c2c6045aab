/**
 * What the route fuzz of the team studio sends (the team-studio-fuzz-*.test.ts files): hostile
 * strings and JSON values, path segments, query strings and bodies, made with fast-check. Ids
 * known only once a file's studio is set up (drafts, people) are given as functions, read when
 * a value is drawn.
 */
import fc from 'fast-check';

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

export const hostileString = fc.oneof(
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
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, 0, -1, 1e308, [], {}) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
);

/** A value with a huge string now and then. */
export const bodyValue = fc.oneof(
  { weight: 12, arbitrary: hostileValue },
  { weight: 1, arbitrary: hugeString },
);

/** Percent-encodes, leaving a lone surrogate as U+FFFD (as a browser would). */
export const encode = (value: string) =>
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
export const segment = (ids: () => string[]) =>
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
export function query(keys: string[], ids: Record<string, () => string[]> = {}) {
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

export type Body =
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
export function jsonBody(
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
export const anyBody = jsonBody({ name: hostileValue, path: hostileValue });

/** Bytes for an upload: random, or the start of a picture with nothing valid after it. */
export const uploadBody: fc.Arbitrary<Body> = fc.record({
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

/** A string, or a path of a page that exists. */
export const hostileOrPath = fc.oneof(
  hostileString,
  fc.constantFrom('pages/about.yaml', 'pages/index.yaml'),
);

// ---------------------------------------------------------------------------------------------
// The routes.

export interface Route {
  name: string;
  method: string;
  /** The path and query (a random one each run). */
  target: fc.Arbitrary<string>;
  body: fc.Arbitrary<Body>;
  /** For a signed-in person: the request's headers may not pass the guard (sign-out). */
  spoilGuard?: boolean;
  /** Each role's test may take this long (120 s unless a route needs more). */
  timeoutMs?: number;
}

/** Sent for a route whose method is `RANDOM`. */
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

export const API = '/__studio/api/';

/** An API path with a query of `keys` (values from `ids` where given). */
export const at = (path: string, keys: string[] = [], ids: Record<string, () => string[]> = {}) =>
  query(keys, ids).map((q) => `${API}${path}${q}`);
