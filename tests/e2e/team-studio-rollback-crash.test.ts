/**
 * A crash during a rollback (`kill -9` at each of its crash points: the restoring commit on main,
 * a target switched back before the database is told), and the next start: the site is one whole
 * version meanwhile (the folder's `current` names a whole release), and the next start finishes
 * the job: the restored content is what every target serves and what main holds, and the
 * studio's log says what it does. The server is a process with `--test-hooks`; its targets are
 * the engine's `serve` and `dir:`, its build the stand-in's (tests/support/stand-in-deploy.ts).
 */
import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { freePort } from '../../src/cli/bench/team-server-process.ts';
import type { CrashPoint } from '../../src/studio/team/crash-points.ts';
import type { DeploysAnswer } from '../../src/studio/team/server/deploys-api.ts';
import { refOf, showFile } from '../support/bare-repo.ts';
import { signInTeam } from '../support/team-people.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { aboutWith } from '../support/team-drafts.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ENV = { BUILD_DATE: TEST_BUILD_DATE };
const PAGE = 'pages/about.yaml';
const MARKER = 'Rolled back through a crash';
const POINTS: CrashPoint[] = ['rollback:after-commit', 'rollback:after-switch'];

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const original = readFileSync(join(ROOT, PAGE), 'utf8');

describe('a crash during a rollback', () => {
  it.each(POINTS)(
    '%s: the site stays one whole version, and the next start finishes the rollback',
    async (point) => {
      const folder = mkdtempSync(join(tmpdir(), 'rollback-crash-'));
      cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
      const siteDir = join(folder, 'site');
      const sitePort = await freePort();
      const server: TestTeamServer = await startTeamServer({
        entry: 'tests/support/studio-team-stand-in.ts',
        site: { port: sitePort },
        args: ['--test-hooks', '--deploy', `dir:${siteDir}`],
        env: ENV,
      });
      cleanups.push(() => server.remove());
      const api = teamApiClient(server.base);
      const team = await signInTeam(server);
      const call = (method: string, path: string, as: Person, body?: unknown) =>
        api.call(method, path, { as, body });
      const view = async () =>
        (await call('GET', 'deploys', team.admin)).body as unknown as DeploysAnswer;
      const newestLive = async () => {
        await expect
          .poll(async () => (await view()).deploys[0]?.state, { timeout: 30_000 })
          .toBe('live');
        return (await view()).deploys[0]!;
      };
      const first = await newestLive();

      const id = (await call('POST', 'drafts', team.editor, { name: 'Crash rollback' })).body
        .id as string;
      const saved = await call('PUT', `file?draft=${id}`, team.editor, {
        path: PAGE,
        text: aboutWith(MARKER, original),
        force: true,
      });
      expect(saved.status).toBe(200);
      await call('POST', `drafts/${id}/submit`, team.editor);
      await call('POST', `drafts/${id}/review`, team.reviewer, { decision: 'approve' });
      await call('POST', `drafts/${id}/publish`, team.admin);
      const wrong = await newestLive();

      await server.stop();
      await server.start({ ...ENV, STUDIO_CRASH_AT: point });
      // The restore may be answered before the point (a switch back runs after the answer).
      await call('POST', `deploys/${first.id}/restore`, team.admin).catch(() => null);
      const ended = await server.exited();
      expect(ended.signal === 'SIGKILL' || ended.code === 137).toBe(true);
      expect(server.output()).toContain(`crash point ${point}: kill -9`);
      // Meanwhile the folder serves one whole release: the earlier one or the later one.
      const linked = readlinkSync(join(siteDir, 'current'));
      expect([first.release!.id, wrong.release!.id].map((r) => join('releases', r))).toContain(
        linked,
      );
      expect(existsSync(join(siteDir, 'current', 'about', 'index.html'))).toBe(true);
      // Main holds the restoring commit: the crash came after its push.
      const restored = refOf(server.remote.path, 'refs/heads/main')!;
      expect(restored).not.toBe(wrong.commit);
      expect(showFile(server.remote.path, 'main', PAGE)).toBe(original);

      await server.start(ENV);
      const after = await newestLive();
      expect(after.commit).toBe(restored);
      expect((await view()).targets.map((target) => [target.name, target.live?.commit])).toEqual([
        ['serve', restored],
        [`dir:${siteDir}`, restored],
      ]);
      const page = await (await fetch(`http://127.0.0.1:${sitePort}/about/`)).text();
      expect(page).not.toContain(MARKER);
      expect(readFileSync(join(siteDir, 'current', 'about', 'index.html'), 'utf8')).not.toContain(
        MARKER,
      );
      if (point === 'rollback:after-switch') {
        // The switch back is finished as it started: the kept release, no build.
        expect(after).toMatchObject({ restoresDeploy: first.id, switchBack: true });
        expect(after.release!.id).toBe(first.release!.id);
        expect(server.output()).toContain(`deploy ${after.id} was cut short`);
      } else {
        // The deploy was never queued: the start finds main's head never deployed and builds it.
        expect(after.switchBack).toBe(false);
        expect(server.output()).toContain(
          `main's head ${restored.slice(0, 12)} was never deployed`,
        );
      }
      const audit = await call('GET', 'audit?action=rollback', team.admin);
      expect((audit.body.events as { commits: string[] }[])[0]!.commits).toEqual([
        restored,
        first.commit,
      ]);
    },
    180_000,
  );
});
