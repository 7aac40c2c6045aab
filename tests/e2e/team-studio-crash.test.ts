/**
 * The team studio's recovery promise (issue 52), shown on the server as a process over a real
 * bare remote. For every named crash point the server is started with `--test-hooks` and
 * `STUDIO_CRASH_AT`, driven until it kills itself there (a real kill -9), and started again:
 * every acknowledged save is on the draft's branch (or live), the database's head is the
 * branch's, `git fsck` is clean in the clone and the remote, the remote's main validates, and
 * the draft goes on to publish (or is published, when the crash came after the push). Beside
 * it, the stranded save: a save sent while a publish runs is live or refused, never a 200 that
 * goes nowhere.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { CRASH_POINTS, type CrashPoint } from '../../src/studio/team/crash-points.ts';
import { validateForPublish } from '../../src/studio/team/server/publish-validation.ts';
import { showFile } from '../support/bare-repo.ts';
import { signInTeam, type Team } from '../support/team-people.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { noiseJpeg } from '../support/test-images.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** Dated content (upcoming webinars) judged on the suite's one date, as `npm test` does. */
const ENV = { BUILD_DATE: TEST_BUILD_DATE };
const PAGE = 'pages/about.yaml';
const OTHER_PAGE = 'pages/privacy.yaml';

/** The page with `marker` added to its longest plain list item: still a valid page. */
function edited(path: string, marker: string): string {
  const text = readFileSync(join(ROOT, path), 'utf8');
  const lines = text.split('\n');
  let longest = -1;
  lines.forEach((line, index) => {
    if (/^\s+- [A-Z][^:#"']+\.$/.test(line) && line.length > (lines[longest]?.length ?? 0)) {
      longest = index;
    }
  });
  if (longest < 0) throw new Error(`no plain sentence to edit in ${path}`);
  lines[longest] = `${lines[longest]} ${marker}.`;
  return lines.join('\n');
}

const git = (gitDir: string, ...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8' }).trim();
const refOf = (gitDir: string, ref: string) => {
  try {
    return git(gitDir, 'rev-parse', '--verify', '--quiet', ref);
  } catch {
    return null;
  }
};
const studioBranches = (gitDir: string) =>
  git(gitDir, 'for-each-ref', '--format=%(refname)', 'refs/heads/studio/');

/** `git fsck` exits 0 and reports nothing but unreachable objects (a publish's unpushed merge). */
function expectFsckClean(gitDir: string) {
  const report = execFileSync(
    'git',
    ['--git-dir', gitDir, 'fsck', '--no-progress', '--no-dangling'],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  expect(report.trim()).toBe('');
}

/** The remote's main checked out and validated as a publish validates: well formed. */
async function expectMainValid(remote: string) {
  const dir = mkdtempSync(join(tmpdir(), 'crash-main-'));
  try {
    execFileSync('sh', ['-c', `git --git-dir "${remote}" archive main | tar -x -C "${dir}"`]);
    const verdict = await validateForPublish(dir);
    expect(verdict.problems.map((problem) => problem.text)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One server's calls, and the steps of a draft's life as its people take them. */
function studio(server: TestTeamServer, team: Team) {
  const api = teamApiClient(server.base);
  const call = (method: string, path: string, as: Person, body?: unknown) =>
    api.call(method, path, { as, body });
  return {
    call,
    save: (draft: string, path: string, text: string) =>
      call('PUT', `file?draft=${draft}`, team.editor, { path, text, force: true }),
    upload: (draft: string, bytes: Buffer) =>
      api.call('POST', `media?name=crew.jpg&draft=${draft}`, {
        as: team.editor,
        headers: { 'Content-Type': 'image/jpeg' },
        raw: new Uint8Array(bytes),
      }),
    submit: (draft: string) => call('POST', `drafts/${draft}/submit`, team.editor),
    approve: (draft: string) =>
      call('POST', `drafts/${draft}/review`, team.reviewer, { decision: 'approve' }),
    publish: (draft: string) => call('POST', `drafts/${draft}/publish`, team.admin),
    detail: async (draft: string) => (await call('GET', `drafts/${draft}`, team.editor)).body,
  };
}

/** A draft with one acknowledged save, submitted and approved: ready to publish. */
async function approvedDraft(app: ReturnType<typeof studio>, team: Team, marker: string) {
  const created = await app.call('POST', 'drafts', team.editor, { name: `Draft ${marker}` });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const text = edited(PAGE, marker);
  const saved = await app.save(id, PAGE, text);
  expect(saved.status).toBe(200);
  expect((await app.submit(id)).body).toMatchObject({ status: 'in-review' });
  expect((await app.approve(id)).body).toMatchObject({ status: 'approved' });
  return { id, branch: created.body.branch as string, text, saved: saved.body.version as string };
}

/** What the start repairs after each crash point (none where the crash left nothing to). */
const REPAIRS: Partial<Record<CrashPoint, string[]>> = {
  'save:after-update-ref': ['took-branch-head'],
  'upload:after-update-ref': ['took-branch-head'],
  'publish:after-push': ['published', 'branches-removed'],
  'publish:after-db': ['branches-removed'],
  'publish:after-branch-delete': ['branches-removed'],
};

/** A request the server dies during: its connection breaks, no answer comes. */
async function expectNoAnswer(request: Promise<unknown>) {
  await expect(request).rejects.toThrow();
}

describe('a crash at any instant', () => {
  // A deploy's points come after the publish's answer: team-studio-deploy-crash.test.ts and
  // deploy-engine.test.ts reach them; a rollback's, team-studio-rollback-crash.test.ts; the
  // scheduler's, team-studio-schedule-crash.test.ts.
  it.each(
    CRASH_POINTS.filter(
      (point) =>
        !point.startsWith('deploy:') &&
        !point.startsWith('rollback:') &&
        !point.startsWith('schedule:'),
    ),
  )(
    '%s: the next start repairs it, nothing acknowledged is lost, the draft goes on',
    async (point: CrashPoint) => {
      const server = await startTeamServer({ args: ['--test-hooks'], env: ENV });
      const clone = join(server.dataDir, 'repo.git');
      const remote = server.remote.path;
      const seed = refOf(remote, 'refs/heads/main');
      try {
        const team = await signInTeam(server);
        const app = studio(server, team);
        const draft = await approvedDraft(app, team, 'Acknowledged first');
        // Armed now, so the crash comes at the action below and not at the draft's first save.
        await server.stop();
        await server.start({ ...ENV, STUDIO_CRASH_AT: point });
        const stage = point.split(':')[0];
        if (stage === 'save') {
          await expectNoAnswer(app.save(draft.id, PAGE, edited(PAGE, 'Never acknowledged')));
        } else if (stage === 'upload') {
          await expectNoAnswer(app.upload(draft.id, await noiseJpeg(64, 48)));
        } else {
          await expectNoAnswer(app.publish(draft.id));
        }
        const ended = await server.exited();
        // tsx, whose child the server is, reports its child's SIGKILL as 128 + 9.
        expect(ended.signal === 'SIGKILL' || ended.code === 137).toBe(true);
        expect(server.output()).toContain(`crash point ${point}: kill -9`);

        await server.start(ENV);
        expectFsckClean(clone);
        expectFsckClean(remote);
        // Each repair is in the audit log, by the start.
        const audit = await app.call('GET', `audit?action=recover&draft=${draft.id}`, team.admin);
        const events = audit.body.events as { actorEmail: string; detail: { repair: string } }[];
        expect(events.map((event) => event.detail.repair).reverse()).toEqual(REPAIRS[point] ?? []);
        expect(events.every((event) => event.actorEmail === 'studio:reconcile')).toBe(true);
        const after = await app.detail(draft.id);
        const live = [
          'publish:after-push',
          'publish:after-db',
          'publish:after-branch-delete',
          'cleanup:after-remote-branch-delete',
        ].includes(point);
        if (live) {
          // The push happened: the draft is published, its branches gone, its save live.
          expect(after.status).toBe('published');
          const main = refOf(remote, 'refs/heads/main')!;
          expect(
            git(remote, 'merge-base', '--is-ancestor', after.publishedCommit as string, main),
          ).toBe('');
          expect(showFile(remote, 'main', PAGE)).toBe(draft.text);
          expect(studioBranches(clone)).toBe('');
          expect(studioBranches(remote)).toBe('');
          // Closed, clearly: no save lands on it.
          expect((await app.save(draft.id, PAGE, edited(PAGE, 'Too late'))).body).toMatchObject({
            code: 'draft-closed',
          });
          await expectMainValid(remote);
          return;
        }
        // Not live: the database's head is the branch's, the acknowledged save on it.
        const head = refOf(clone, `refs/heads/${draft.branch}`);
        expect(after.head).toBe(head);
        // The acknowledged save's commit is on the branch.
        expect(git(clone, 'merge-base', '--is-ancestor', draft.saved, head!)).toBe('');
        // And on the remote's copy too, once the backup the crash cut short has run again.
        await expect
          .poll(() => refOf(remote, `refs/heads/${draft.branch}`), { timeout: 15_000 })
          .toBe(head);
        expect(refOf(remote, 'refs/heads/main')).toBe(seed);
        expect(refOf(clone, 'refs/heads/main')).toBe(seed);
        const committed = ['save:after-update-ref', 'upload:after-update-ref'].includes(point);
        const recorded = point.endsWith(':after-db');
        // A commit on the branch voids the approval, whether recorded before the crash or at start.
        expect(after.status).toBe(committed || recorded ? 'in-review' : 'approved');
        if (stage === 'upload' && (committed || recorded)) {
          expect(after.files).toContainEqual(
            expect.objectContaining({ path: expect.stringMatching(/^media\/crew-/) }),
          );
        }

        // The draft goes on: a save, a review, the publish.
        const next = edited(PAGE, 'Saved after the restart');
        if (stage !== 'publish') {
          expect((await app.save(draft.id, PAGE, next)).status).toBe(200);
          expect((await app.approve(draft.id)).body).toMatchObject({ status: 'approved' });
        }
        const published = await app.publish(draft.id);
        expect(published.status, JSON.stringify(published.body)).toBe(200);
        expect(showFile(remote, 'main', PAGE)).toBe(stage === 'publish' ? draft.text : next);
        expect((await app.detail(draft.id)).status).toBe('published');
        expectFsckClean(clone);
        expectFsckClean(remote);
        await expectMainValid(remote);
      } catch (error) {
        throw new Error(`${(error as Error).message}\n--- server output ---\n${server.output()}`, {
          cause: error,
        });
      } finally {
        await server.remove();
      }
    },
    240_000,
  );
});

describe('a save sent while its draft is being published', () => {
  let server: TestTeamServer;
  let team: Team;
  beforeAll(async () => {
    server = await startTeamServer({ env: ENV });
    team = await signInTeam(server);
  }, 180_000);
  afterAll(async () => {
    await server?.remove();
  });

  // The 100–900 ms, and shorter: a publish here takes well under a second.
  it.each([25, 50, 100, 200, 400, 900])(
    '%i ms after the publish: live, or refused with a 409, never a 200 left behind',
    async (delayMs) => {
      const app = studio(server, team);
      const draft = await approvedDraft(app, team, `Published ${delayMs}`);
      const publishing = app.publish(draft.id);
      await new Promise((wait) => setTimeout(wait, delayMs));
      const late = edited(OTHER_PAGE, `Sent ${delayMs} ms later`);
      const save = await app.save(draft.id, OTHER_PAGE, late);
      const published = await publishing;
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      if (save.status === 200) {
        // Acknowledged: it is live.
        expect(showFile(server.remote.path, 'main', OTHER_PAGE)).toBe(late);
      } else {
        expect(save.status).toBe(409);
        expect(save.body).toMatchObject({ code: 'draft-closed' });
        expect(save.body.error).toMatch(/is published: start a new draft/);
        expect(showFile(server.remote.path, 'main', OTHER_PAGE)).not.toBe(late);
      }
    },
    120_000,
  );
});
