/**
 * The route fuzz (team-fuzz-studio.ts) of signing in and out, invitations (what a link invites
 * to, accepting it), password resets, the people, the audit log and each person's e-mail
 * choices. Writes are invalid by construction: a random password never matches a person's, a
 * random token is no invitation's, a role is never a role, a person removed is only the last
 * admin (refused), and an invitation is sent again only to someone who has joined (refused).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyBody,
  API,
  at,
  hostileString,
  jsonBody,
  query,
  segment,
  type Route,
} from './team-fuzz-inputs.ts';
import { afterTheFuzz, fuzzRoutes, fuzzStudio } from './team-fuzz-studio.ts';

const studio = fuzzStudio({ drafts: true });
const withDraft = { draft: studio.draftIds };

const userPath = (ids: () => string[], verb = '') =>
  fc.tuple(segment(ids), query([])).map(([id, q]) => `${API}users/${id}${verb}${q}`);

const ROLE_NAMES = ['admin', 'editor', 'reviewer', 'publisher'];
const notARole = (body: Record<string, unknown>) =>
  typeof body.role === 'string' && ROLE_NAMES.includes(body.role)
    ? { ...body, role: body.role.toUpperCase() }
    : body;

const anEmail = fc.oneof(hostileString, fc.constantFrom('admin@example.com', 'ed@example.com'));

const ROUTES: Route[] = [
  { name: 'GET session', method: 'GET', target: at('session', ['x']), body: anyBody },
  {
    name: 'POST sign-in',
    method: 'POST',
    target: at('sign-in', ['next']),
    // A random password never matches the people's: no sign-in succeeds.
    body: jsonBody({ email: anEmail, password: hostileString }),
  },
  {
    name: 'POST sign-out',
    method: 'POST',
    target: at('sign-out'),
    body: anyBody,
    spoilGuard: true,
  },
  // Reads what a link's token invites to: a random token is no invitation's.
  {
    name: 'POST invitations/facts',
    method: 'POST',
    target: at('invitations/facts'),
    body: jsonBody({ token: hostileString }),
  },
  {
    name: 'POST invitations/accept',
    method: 'POST',
    target: at('invitations/accept'),
    body: jsonBody({ token: hostileString, password: hostileString, name: hostileString }),
  },
  // password-reset-api.ts
  {
    name: 'POST password-reset/request',
    method: 'POST',
    target: at('password-reset/request'),
    body: jsonBody({ email: anEmail }),
  },
  {
    name: 'POST password-reset/complete',
    method: 'POST',
    target: at('password-reset/complete'),
    body: jsonBody({ token: hostileString, password: hostileString }),
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
    target: userPath(studio.userIds),
    body: jsonBody({ role: hostileString }, notARole),
  },
  // Everyone here has joined: sending an invitation again is refused for each.
  {
    name: 'POST users/:id/invitation',
    method: 'POST',
    target: userPath(studio.userIds, '/invitation'),
    body: anyBody,
  },
  {
    name: 'DELETE users/:id',
    method: 'DELETE',
    target: userPath(studio.removableIds),
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
  { name: 'GET mail/choices', method: 'GET', target: at('mail/choices'), body: anyBody },
  // A choice is true or false: a string never is, so no person's choice changes.
  {
    name: 'PUT mail/choices',
    method: 'PUT',
    target: at('mail/choices'),
    body: jsonBody({ reviewNotices: hostileString }, (body) =>
      typeof body.reviewNotices === 'boolean'
        ? { ...body, reviewNotices: String(body.reviewNotices) }
        : body,
    ),
  },
];

fuzzRoutes(studio, ROUTES);

/** The 500s the fuzz found, each now the request's fault, in words. */
describe('what the fuzz found', () => {
  it.each(['abc', '1e999', '-1', 'NaN', '1.5', ''])(
    'GET audit?before=%s is a 400 bad-before, not a NaN handed to the database',
    async (before) => {
      const answer = await studio
        .api()
        .call('GET', `audit?before=${before}`, { as: studio.people().admin });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'bad-before',
        error: expect.stringContaining('before'),
      });
    },
  );

  it('GET audit?before= the next of a page goes on from there', async () => {
    const as = studio.people().admin;
    const first = await studio.api().call('GET', 'audit', { as });
    const next = first.body.next;
    const answer = await studio.api().call('GET', `audit?before=${next ?? 1}`, { as });
    expect(answer.status).toBe(200);
  });
});

afterTheFuzz(studio, 'team-studio-fuzz-people');
