/**
 * A crash during a scheduled publish (`kill -9` at the scheduler's crash points: its job taken
 * and the publish not begun; the publish done and the job not ended), and the next start: the
 * job runs again at once (it was due), the draft is published exactly once (one merge on main,
 * one publish in the audit log), and the live site is one whole version, the one the studio
 * names. The server is a process with `--test-hooks` on a test clock (STUDIO_TEST_NOW); its
 * build is the stand-in's (tests/support/stand-in-deploy.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { freePort } from '../../src/cli/bench/team-server-process.ts';
import type { CrashPoint } from '../../src/studio/team/crash-points.ts';
import type { DeploysAnswer } from '../../src/studio/team/server/deploys-api.ts';
import { git } from '../support/bare-repo.ts';
import { signInTeam } from '../support/team-people.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { aboutWith } from '../support/team-drafts.ts';

const PAGE = 'pages/about.yaml';
const POINTS: CrashPoint[] = ['schedule:before-publish', 'schedule:after-publish'];
/** 09:00 in New York (the site's zone) on December 2, 2026. */
const DUE = '2026-12-02T14:00:00Z';
const env = (now: string, crashAt?: string) => ({
  BUILD_DATE: TEST_BUILD_DATE,
  STUDIO_TEST_NOW: now,
  ...(crashAt ? { STUDIO_CRASH_AT: crashAt } : {}),
});

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const mergesOnMain = (remote: string) =>
  Number(git(remote, ['rev-list', '--count', '--merges', 'main']).trim());

describe('a crash during a scheduled publish', () => {
  it.each(POINTS)(
    '%s: the next start runs the job again, publishes once, and one whole version is live',
    async (point) => {
      const sitePort = await freePort();
      const server: TestTeamServer = await startTeamServer({
        entry: 'tests/support/studio-team-stand-in.ts',
        site: { port: sitePort },
        args: ['--test-hooks'],
        env: env('2026-12-01T17:00:00Z'),
      });
      cleanups.push(() => server.remove());
      const api = teamApiClient(server.base);
      const team = await signInTeam(server);
      const call = (method: string, path: string, as: Person, body?: unknown) =>
        api.call(method, path, { as, body });
      const view = async () =>
        (await call('GET', 'deploys', team.admin)).body as unknown as DeploysAnswer;
      await expect
        .poll(async () => (await view()).deploys[0]?.state, { timeout: 30_000 })
        .toBe('live');

      const id = (await call('POST', 'drafts', team.editor, { name: 'Crash schedule' })).body
        .id as string;
      await call('PUT', `file?draft=${id}`, team.editor, {
        path: PAGE,
        text: aboutWith('Through a crash, on time'),
        force: true,
      });
      await call('POST', `drafts/${id}/submit`, team.editor);
      await call('POST', `drafts/${id}/review`, team.reviewer, { decision: 'approve' });
      const scheduled = await call('PUT', `drafts/${id}/schedule`, team.admin, {
        date: '2026-12-02',
        time: '09:00',
      });
      expect(scheduled.status).toBe(200);
      const mergesBefore = mergesOnMain(server.remote.path);

      // Started again two seconds before the time, set to die at the point.
      await server.stop();
      await server.start(env(new Date(Date.parse(DUE) - 2000).toISOString(), point));
      const ended = await server.exited();
      expect(ended.signal === 'SIGKILL' || ended.code === 137).toBe(true);
      expect(server.output()).toContain(`crash point ${point}: kill -9`);
      expect(mergesOnMain(server.remote.path)).toBe(
        point === 'schedule:before-publish' ? mergesBefore : mergesBefore + 1,
      );

      // The next start finds the job cut short and runs it again: published once, then live.
      await server.start(env(new Date(Date.parse(DUE) + 10_000).toISOString()));
      await expect
        .poll(async () => (await call('GET', `drafts/${id}`, team.admin)).body.status, {
          timeout: 30_000,
        })
        .toBe('published');
      expect(server.output()).toMatch(/job \d+ \(publish-draft\) was cut short: it runs again/);
      expect(mergesOnMain(server.remote.path)).toBe(mergesBefore + 1);
      const publishes = await call('GET', `audit?draft=${id}&action=publish`, team.admin);
      expect(publishes.body.events).toHaveLength(1);
      const commit = (await call('GET', `drafts/${id}`, team.admin)).body.publishedCommit as string;
      await expect
        .poll(async () => (await view()).targets[0]?.live?.commit, { timeout: 30_000 })
        .toBe(commit);
      for (const route of ['/', '/about/', '/pricing/']) {
        const page = await fetch(`http://127.0.0.1:${sitePort}${route}`);
        expect(page.status, route).toBe(200);
        expect(await page.text(), route).toContain(`commit ${commit}`);
      }
    },
    180_000,
  );
});
