/**
 * A crash during a deploy (`kill -9` at each of the deploy's crash points: the release built,
 * a target switched to it, the database told), and the next start: the studio builds the deploy
 * again and finishes it, the live site is then one whole version, and the studio says which.
 * The server is a process with `--test-hooks`; its targets are the engine's `serve` and `dir:`,
 * its build the stand-in's (tests/support/stand-in-deploy.ts), which passes the engine's
 * `deploy:after-build` point as the engine does.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { freePort } from '../../src/cli/bench/team-server-process.ts';
import type { CrashPoint } from '../../src/studio/team/crash-points.ts';
import type { DeploysAnswer } from '../../src/studio/team/server/deploys-api.ts';
import { signInTeam } from '../support/team-people.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { aboutWith } from '../support/team-drafts.ts';

const ENV = { BUILD_DATE: TEST_BUILD_DATE };
const PAGE = 'pages/about.yaml';
const POINTS: CrashPoint[] = ['deploy:after-build', 'deploy:after-switch', 'deploy:after-db'];

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('a crash during a deploy', () => {
  it.each(POINTS)(
    '%s: the next start finishes the deploy, and the site is the version the studio names',
    async (point) => {
      const folder = mkdtempSync(join(tmpdir(), 'deploy-crash-'));
      cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
      const sitePort = await freePort();
      const server: TestTeamServer = await startTeamServer({
        entry: 'tests/support/studio-team-stand-in.ts',
        site: { port: sitePort },
        args: ['--test-hooks', '--deploy', `dir:${join(folder, 'site')}`],
        env: ENV,
      });
      cleanups.push(() => server.remove());
      const api = teamApiClient(server.base);
      const team = await signInTeam(server);
      const view = async (as: Person = team.admin) =>
        (await api.call('GET', 'deploys', { as })).body as unknown as DeploysAnswer;
      // Main as it was at the start is live first.
      await expect
        .poll(async () => (await view()).deploys[0]?.state, { timeout: 30_000 })
        .toBe('live');

      const call = (method: string, path: string, as: Person, body?: unknown) =>
        api.call(method, path, { as, body });
      const id = (await call('POST', 'drafts', team.editor, { name: 'Crash deploy' })).body
        .id as string;
      const saved = await call('PUT', `file?draft=${id}`, team.editor, {
        path: PAGE,
        text: aboutWith('Through a crash'),
        force: true,
      });
      expect(saved.status).toBe(200);
      await call('POST', `drafts/${id}/submit`, team.editor);
      await call('POST', `drafts/${id}/review`, team.reviewer, { decision: 'approve' });

      await server.stop();
      await server.start({ ...ENV, STUDIO_CRASH_AT: point });
      // The publish is answered; the deploy that follows it dies at the point.
      const published = await call('POST', `drafts/${id}/publish`, team.admin);
      expect(published.body).toMatchObject({ kind: 'published' });
      const commit = published.body.commit as string;
      const ended = await server.exited();
      expect(ended.signal === 'SIGKILL' || ended.code === 137).toBe(true);
      expect(server.output()).toContain(`crash point ${point}: kill -9`);

      await server.start(ENV);
      await expect
        .poll(async () => (await view()).deploys[0]?.state, { timeout: 30_000 })
        .toBe('live');
      const after = await view(team.editor);
      expect(after.deploys[0]!.commit).toBe(commit);
      // The studio says the published commit is live on each target, and each serves it whole.
      expect(after.targets.map((target) => [target.name, target.live?.commit])).toEqual([
        ['serve', commit],
        [`dir:${join(folder, 'site')}`, commit],
      ]);
      for (const route of ['/', '/about/', '/pricing/']) {
        const page = await fetch(`http://127.0.0.1:${sitePort}${route}`);
        expect(page.status, route).toBe(200);
        expect(await page.text(), route).toContain(`commit ${commit}`);
      }
      expect(
        readFileSync(join(folder, 'site', 'current', 'about', 'index.html'), 'utf8'),
      ).toContain(commit);
      // The restart's rebuild is in the audit log: the deploy started again and ended live.
      const audit = await call('GET', 'audit?action=deploy-end', team.admin);
      const ends = audit.body.events as { detail: { deploy: number; state: string } }[];
      expect(ends[0]!.detail).toMatchObject({ deploy: after.deploys[0]!.id, state: 'live' });
    },
    180_000,
  );
});
