/**
 * The route fuzz of the team studio (issue 52, Goal 7), shared by the team-studio-fuzz-*.test.ts
 * files, one file a group of routes: each file's own studio started as a process over a real
 * bare repository, four people in it (and two drafts where its routes read them), random and
 * hostile requests sent with fast-check to each route as each role (signed out, editor,
 * reviewer, publisher, admin). Every answer must be under 500; an API refusal is JSON with
 * `error` in words and a `code`; no body and nothing in the server's log holds a stack trace or a
 * source path; and nothing changed: every ref of the studio's clone and of the remote, main's
 * tree, the drafts, the people, the drafts' schedules, the daily rebuild's hour, the deploys and
 * each lead (with `leads`: one a visitor sent) are as they were.
 *
 * So that "nothing changed" holds without guessing which random body happened to be a valid
 * write, the inputs of writes are invalid by construction (each file says how for its routes),
 * each in a way that still lets the rest of the input reach deep into the handler. Reads and
 * refusals get any input.
 *
 * TEAM_FUZZ_RUNS sets the requests per route and role (default below), TEAM_FUZZ_SEED replays a
 * run. Query strings stay under Node's 16 kB header limit (past it Node itself answers 431 with no
 * body, before any route); bodies up to about 1 MB (the limit has its own test in
 * team-studio-server.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import {
  backedUp,
  startTeamServer,
  type TestTeamServer as TeamServer,
} from '../support/team-server.ts';
import { contactLead, postLead } from '../../src/cli/bench/lead-client.ts';
import { METHODS, API, type Route } from './team-fuzz-inputs.ts';
import { rawHttp, type Received, type Sent } from './team-fuzz-http.ts';

/**
 * Requests per route and role: the 200. All the files together (71 routes, about 71,000
 * requests and their shrinking, none) take minutes on this project's loaded 2-core machine; lower
 * it to try a change quickly.
 */
const RUNS = Number(process.env.TEAM_FUZZ_RUNS ?? 200);
const SEED =
  process.env.TEAM_FUZZ_SEED === undefined ? undefined : Number(process.env.TEAM_FUZZ_SEED);

const ROOT = resolve(import.meta.dirname, '../..');

export type SignedInRole = 'editor' | 'reviewer' | 'publisher' | 'admin';
type Role = 'signed-out' | SignedInRole;
const ROLES: Role[] = ['signed-out', 'editor', 'reviewer', 'publisher', 'admin'];

/** A stack frame (`    at fn (file:1:2)`) or a path of the source. */
const STACK = /^\s*at\s.+(:\d+:\d+\)?|\(native\))$/m;

/** One file's studio: what its routes and checks read once `beforeAll` has run. */
export interface FuzzStudio {
  server: () => TeamServer;
  people: () => Record<SignedInRole, Person & { id: string }>;
  api: () => ReturnType<typeof teamApiClient>;
  /** Sends a request as written (no `..` resolved). */
  send: (sent: Sent) => Promise<Received>;
  /** The two drafts (A: a saved change, in review or refused at submit; B: empty) and two that are not. */
  draftIds: () => string[];
  /** Every person, and one who is not. */
  userIds: () => string[];
  /** Only the last admin, whom the server refuses to remove, and one who is not. */
  removableIds: () => string[];
  /** With `leads`: the one lead a visitor sent, and its e-mail address. */
  lead: () => { id: string; email: string };
  /** The state noted once set up, which the fuzz must leave as it was. */
  stateBefore: () => State;
}

/**
 * Starts the file's studio before its tests and removes it after: the people, and with `drafts`
 * the two drafts, made as a team would; then the state that must not change is noted.
 */
export function fuzzStudio(options: { drafts: boolean; leads?: boolean }): FuzzStudio {
  let server: TeamServer | undefined;
  let lead: { id: string; email: string } | undefined;
  let people: Record<SignedInRole, Person & { id: string }> | undefined;
  let drafts: string[] = [];
  let noted: State | undefined;
  const http = rawHttp(() => studio.server().base);
  const studio: FuzzStudio = {
    server: () => server ?? failed('the studio'),
    people: () => people ?? failed('the people'),
    api: () => teamApiClient(studio.server().base),
    send: http.send,
    draftIds: () => [...drafts, 'D' + 'x'.repeat(20), 'no-such-draft'],
    userIds: () => [...Object.values(studio.people()).map((person) => person.id), 'no-such-user'],
    removableIds: () => [studio.people().admin.id, 'no-such-user'],
    stateBefore: () => noted ?? failed('the state before'),
    lead: () => lead ?? failed('the lead'),
  };

  beforeAll(async () => {
    server = await startTeamServer(
      options.leads ? { args: ['--site-origin', LEAD_SITE] } : undefined,
    );
    people = await joinTeam(studio);
    if (options.drafts) drafts = await makeDrafts(studio);
    if (options.leads) lead = await sendLead(studio);
    noted = await state(studio);
  }, 180_000);

  afterAll(async () => {
    http.close();
    await server?.remove();
  });
  return studio;
}

const failed = (what: string): never => {
  throw new Error(`${what} is not set up yet: read it in a test, not while defining one`);
};

/** The admin added from the command line (as an admin starts a studio); the others invited. */
async function joinTeam(studio: FuzzStudio) {
  const api = studio.api();
  const server = studio.server();
  const withId = async (person: Person) => {
    const session = await api.call('GET', 'session', { as: person });
    return { ...person, id: (session.body.user as { id: string }).id };
  };
  const admin = await withId(
    await api.join(server.invite('admin@example.com', 'admin'), 'Ada Admin'),
  );
  const invite = async (email: string, role: SignedInRole, name: string) => {
    const invited = await api.call('POST', 'users', { as: admin, body: { email, role, name } });
    expect(invited.status).toBe(201);
    return withId(await api.join(invited.body.link as string, name));
  };
  return {
    admin,
    editor: await invite('ed@example.com', 'editor', 'Ed Editor'),
    reviewer: await invite('rita@example.com', 'reviewer', 'Rita Reviewer'),
    publisher: await invite('pat@example.com', 'publisher', 'Pat Publisher'),
  };
}

/** Draft A: one saved change, submitted; draft B: nothing in it. Both backed up on the remote. */
async function makeDrafts(studio: FuzzStudio): Promise<string[]> {
  const api = studio.api();
  const { editor } = studio.people();
  const a = await api.call('POST', 'drafts', { as: editor, body: { name: 'Fuzz A' } });
  expect(a.status).toBe(201);
  const draftA = a.body.id as string;
  const about = await api.call('GET', `file?path=pages/about.yaml&draft=${draftA}`, {
    as: editor,
  });
  const saved = await api.call('PUT', `file?draft=${draftA}`, {
    as: editor,
    body: {
      path: 'pages/about.yaml',
      text: (about.body.text as string).replace('title: About Us', 'title: About the Crew'),
      baseVersion: about.body.version,
    },
  });
  expect(saved.status).toBe(200);
  // In review when the site's checks pass; refused at submit otherwise: either way it stays so.
  await api.call('POST', `drafts/${draftA}/submit`, { as: editor });
  const b = await api.call('POST', 'drafts', { as: editor, body: { name: 'Fuzz B' } });
  expect(b.status).toBe(201);
  // The background pushes of both, waited for together: the remote's refs then stay as they are.
  await Promise.all([
    backedUp(studio.server(), a.body.branch as string),
    backedUp(studio.server(), b.body.branch as string),
  ]);
  return [draftA, b.body.id as string];
}

/** The site a visitor sends the lead from (`--site-origin`). */
const LEAD_SITE = 'https://www.example.com';
/** The visitor's address (team-studio-fuzz-leads.test.ts keeps deletes off it). */
export const LEAD_EMAIL = 'visitor@example.com';

/** A visitor's lead through the contact form, as the site sends it: the leads' routes find it. */
async function sendLead(studio: FuzzStudio) {
  const sent = contactLead({ values: { ...contactLead().values, email: LEAD_EMAIL } });
  const answer = await postLead(`${studio.server().base}/api/leads`, sent, { origin: LEAD_SITE });
  expect(answer.status).toBe(201);
  return { id: sent.id, email: LEAD_EMAIL };
}

// ---------------------------------------------------------------------------------------------
// The state that must not change.

const git = (gitDir: string, ...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });

async function state(studio: FuzzStudio) {
  const server = studio.server();
  const as = studio.people().admin;
  return {
    cloneRefs: git(join(server.dataDir, 'repo.git'), 'for-each-ref'),
    remoteRefs: git(server.remote.path, 'for-each-ref'),
    mainTree: git(server.remote.path, 'ls-tree', '-r', 'main'),
    drafts: (await studio.api().call('GET', 'drafts', { as })).body,
    users: (await studio.api().call('GET', 'users', { as })).body,
    schedules: await Promise.all(
      studio.draftIds().map(async (id) => {
        const answer = await studio.api().call('GET', `drafts/${id}/schedule`, { as });
        return { id, status: answer.status, schedule: answer.body.schedule };
      }),
    ),
    dailyRebuild: (await studio.api().call('GET', 'schedule/daily-rebuild', { as })).body,
    deploys: (await studio.api().call('GET', 'deploys', { as })).body,
    // Each lead whole: its status, notes and details (reading them is audited, not a change).
    leads: await Promise.all(
      ((await studio.api().call('GET', 'leads', { as })).body.leads as { id: string }[]).map(
        async ({ id }) => (await studio.api().call('GET', `leads/${id}`, { as })).body,
      ),
    ),
  };
}

type State = Awaited<ReturnType<typeof state>>;

// ---------------------------------------------------------------------------------------------
// Who sends it, and what an answer must be.

/** Headers of a role: the session cookie, the token and the same origin, or none signed out. */
function headersOf(studio: FuzzStudio, role: Role, spoil: number): Record<string, string> {
  const base = studio.server().base;
  if (role === 'signed-out') {
    // Signed out: no cookie, a forged one, or a real token from no session.
    const forged = [
      '',
      'studio_session=forged',
      'studio_session=; x=1',
      '__Host-studio_session=a.b',
    ];
    return {
      Origin: spoil % 3 === 0 ? 'http://evil.example' : base,
      ...(forged[spoil % forged.length] ? { Cookie: forged[spoil % forged.length]! } : {}),
    };
  }
  const person = studio.people()[role];
  return { Origin: base, Cookie: person.cookie, 'X-Studio-Token': person.csrf };
}

/** A signed-in person's headers that fail the guard: no token, another's token, another origin. */
function spoiledGuard(
  studio: FuzzStudio,
  role: SignedInRole,
  which: number,
): Record<string, string> {
  const base = studio.server().base;
  const person = studio.people()[role];
  const other = studio.people()[role === 'admin' ? 'editor' : 'admin'];
  return [
    { Origin: base, Cookie: person.cookie },
    { Origin: base, Cookie: person.cookie, 'X-Studio-Token': other.csrf },
    { Origin: 'http://evil.example', Cookie: person.cookie, 'X-Studio-Token': person.csrf },
    { Cookie: person.cookie, 'X-Studio-Token': person.csrf, 'Sec-Fetch-Site': 'cross-site' },
  ][which % 4]!;
}

function problemsOf(studio: FuzzStudio, sent: Sent, answer: Received): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (STACK.test(answer.text)) problems.push('a stack trace in the body');
  for (const secret of [ROOT, studio.server().dataDir, '/src/', 'node_modules', '.ts:']) {
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
// The tests.

/** A property per route and role: RUNS random requests, each answered as the header says. */
export function fuzzRoutes(studio: FuzzStudio, routes: Route[]) {
  describe.each(routes)('$name', (route) => {
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
                ? spoiledGuard(studio, role, spoil)
                : headersOf(studio, role, spoil);
            const sent: Sent = {
              method: route.method === 'RANDOM' ? method : route.method,
              path: target,
              headers:
                body.kind === 'none'
                  ? headers
                  : {
                      ...headers,
                      ...(body.contentType ? { 'Content-Type': body.contentType } : {}),
                    },
              body:
                body.kind === 'none'
                  ? undefined
                  : body.kind === 'json'
                    ? (JSON.stringify(body.value) ?? 'null')
                    : body.text,
            };
            const answer = await studio.send(sent);
            const problems = problemsOf(studio, sent, answer);
            if (problems.length > 0) {
              throw new Error(
                `${sent.method} ${short(sent.path)} as ${role} (${short(String(sent.body ?? ''))}): ${problems.join(', ')}; answered ${answer.status} ${short(answer.text)}`,
              );
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: false },
        );
      },
      route.timeoutMs ?? 120_000,
    );
  });
}

/** The checks after a file's fuzz: the sessions, the state, the server's log. */
export function afterTheFuzz(studio: FuzzStudio, file: string) {
  const started = Date.now();
  describe('after the fuzz', () => {
    it('every signed-in person still has their session (the fuzz reached past the guard)', async () => {
      for (const role of ['editor', 'reviewer', 'publisher', 'admin'] as const) {
        const session = await studio.api().call('GET', 'session', { as: studio.people()[role] });
        expect({ role, status: session.status }).toEqual({ role, status: 200 });
      }
    });

    it('nothing changed: refs of the clone and the remote, main, the drafts, the people, the schedules, the deploys', async () => {
      expect(await state(studio)).toEqual(studio.stateBefore());
    });

    it('the server logged no stack trace', () => {
      const output = studio.server().output();
      expect(output).not.toMatch(STACK);
      expect(output).not.toMatch(/\b(TypeError|RangeError|ReferenceError|SyntaxError)\b/);
      console.log(
        `${file}: ${RUNS} runs per route and role, ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    });
  });
}
