/**
 * The route fuzz (team-fuzz-studio.ts) of what goes live and when: the deploys (list, retry, what
 * waits on main and putting it live), the rollback (earlier releases, restore), a draft's
 * scheduled publish (read, set, cancel), the notices of what someone scheduled, the daily
 * rebuild's hour, and "Needs attention" (the list, a fix opened as a draft). Writes are invalid
 * by construction: this studio has published nothing and has no live site, so no deploy exists
 * to retry or restore (checked below), whatever number reaches them, and main goes nowhere; no
 * draft is approved and a time given is never a time of day, so no schedule is set and none is
 * there to cancel; the rebuild's hour is never a time of day; a fix's problem code is never one
 * main has, so no fix opens a draft.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDailyTime } from '../../src/studio/team/scheduler/times.ts';
import {
  anyBody,
  API,
  at,
  hostileString,
  hostileValue,
  jsonBody,
  query,
  segment,
  type Route,
} from './team-fuzz-inputs.ts';
import { afterTheFuzz, fuzzRoutes, fuzzStudio } from './team-fuzz-studio.ts';

const studio = fuzzStudio({ drafts: true });

/** Deploy numbers as the routes read them: none of them names a deploy here. */
const deployPath = (verb: string) =>
  fc
    .tuple(
      segment(() => ['1', '2', '99', '007', '9'.repeat(15), '9'.repeat(16)]),
      query([]),
    )
    .map(([id, q]) => `${API}deploys/${id}/${verb}${q}`);

const schedulePath = fc
  .tuple(segment(studio.draftIds), query(['draft'], { draft: studio.draftIds }))
  .map(([id, q]) => `${API}drafts/${id}/schedule${q}`);

/** A time of day made one that never is ("03:00" → "03:00:00"); anything else stays. */
const neverATime = (body: Record<string, unknown>) =>
  typeof body.time === 'string' && isDailyTime(body.time)
    ? { ...body, time: `${body.time}:00` }
    : body;

/** A problem's code that main never has: the fix finds no problem to fix. */
const notAProblem = (body: Record<string, unknown>) =>
  typeof body.code === 'string' ? { ...body, code: `${body.code}#not-a-problem` } : body;

const aDate = fc.oneof(hostileString, fc.constantFrom('2026-11-21', '2030-01-01', '2026-02-30'));
const aTime = fc.oneof(hostileString, fc.constantFrom('03:00', '23:59', '24:00', '3:00'));

const ROUTES: Route[] = [
  // deploys-api.ts
  { name: 'GET deploys', method: 'GET', target: at('deploys', ['x']), body: anyBody },
  { name: 'POST deploys/:id/retry', method: 'POST', target: deployPath('retry'), body: anyBody },
  { name: 'GET deploys/releases', method: 'GET', target: at('deploys/releases'), body: anyBody },
  {
    name: 'POST deploys/:id/restore',
    method: 'POST',
    target: deployPath('restore'),
    body: anyBody,
  },
  { name: 'GET deploys/main', method: 'GET', target: at('deploys/main'), body: anyBody },
  {
    name: 'POST deploys/main',
    method: 'POST',
    target: at('deploys/main'),
    // A commit id or anything else: with no target set up, none is put live.
    body: jsonBody({ head: fc.oneof(hostileValue, fc.stringMatching(/^[0-9a-f]{40}$/)) }),
  },
  // schedule-api.ts
  { name: 'GET drafts/:id/schedule', method: 'GET', target: schedulePath, body: anyBody },
  {
    name: 'PUT drafts/:id/schedule',
    method: 'PUT',
    target: schedulePath,
    body: jsonBody({ date: aDate, time: aTime }, neverATime),
  },
  { name: 'DELETE drafts/:id/schedule', method: 'DELETE', target: schedulePath, body: anyBody },
  { name: 'GET schedule/notices', method: 'GET', target: at('schedule/notices'), body: anyBody },
  {
    name: 'POST schedule/notices/seen',
    method: 'POST',
    target: at('schedule/notices/seen'),
    body: jsonBody({
      ids: fc.oneof(hostileValue, fc.array(fc.oneof(fc.integer(), hostileValue), { maxLength: 4 })),
    }),
  },
  {
    name: 'GET schedule/daily-rebuild',
    method: 'GET',
    target: at('schedule/daily-rebuild'),
    body: anyBody,
  },
  {
    name: 'PUT schedule/daily-rebuild',
    method: 'PUT',
    target: at('schedule/daily-rebuild'),
    body: jsonBody({ time: aTime }, neverATime),
  },
  // attention-api.ts
  { name: 'GET attention', method: 'GET', target: at('attention', ['x']), body: anyBody },
  {
    name: 'POST attention/fix',
    method: 'POST',
    target: at('attention/fix'),
    body: jsonBody(
      {
        file: fc.oneof(hostileString, fc.constant('pages/index.yaml')),
        path: hostileValue,
        code: fc.oneof(hostileString, fc.constantFrom('expired', 'promo-expired')),
        answers: hostileValue,
      },
      notAProblem,
    ),
  },
];

describe('before the fuzz', () => {
  it('no deploy exists and no live site is set up: no number a retry or a restore is sent names one, main goes nowhere', async () => {
    const as = studio.people().admin;
    const deploys = await studio.api().call('GET', 'deploys', { as });
    expect(deploys.status).toBe(200);
    expect(deploys.body.deploys).toEqual([]);
    // No live site: a commit id that is main's head still has nowhere to go.
    expect(deploys.body.configured).toBe(false);
    const releases = await studio.api().call('GET', 'deploys/releases', { as });
    expect(releases.body.releases).toEqual([]);
  });
});

fuzzRoutes(studio, ROUTES);
afterTheFuzz(studio, 'team-studio-fuzz-live');
