/**
 * Publish means live, in Chromium: the studio, as a process, makes each publish live on its own
 * site (`serve`), in a folder (`dir:`) and at a host's command (`command:`, a real executable).
 * The publisher publishes and is shown the Live site view: the deploy goes live on the site and
 * in the folder, the command fails, and the view says why in words, that the previous version
 * is still live there, and offers Retry, which, once the host is fixed, makes the deploy live.
 * Everyone signed in sees what is live; only publishers and admins retry.
 *
 * The targets and the site server are the engine's (src/deploy/index.ts); the build is the
 * stand-in's (tests/support/stand-in-deploy.ts: the commit's pages as HTML files in a blink),
 * since the remote holds the content only. tests/e2e/deploy-engine.test.ts builds the whole
 * project for real.
 */
import AxeBuilder from '@axe-core/playwright';
import { chmodSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { freePort } from '../../src/cli/bench/team-server-process.ts';
import type { DeploysAnswer } from '../../src/studio/team/server/deploys-api.ts';
import { signInTeam, type Team } from '../support/team-people.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { acceptInvitation } from '../support/accept-invitation.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';
import { aboutWith, approvedDraft } from '../support/team-drafts.ts';

setupBrowser();

const DEPLOY_MS = 30_000;
const PAGE = 'pages/about.yaml';
const MARKER = 'Deployed by the studio';

let server: TestTeamServer;
let team: Team;
let folders: string;
let sitePort: number;
const siteDir = () => join(folders, 'site');
const hostCommand = () => join(folders, 'push-site');

/** The host's CLI: it uploads, or it refuses with a reason, as the host's quota says. */
function hostRefuses(refuses: boolean) {
  writeFileSync(
    hostCommand(),
    refuses
      ? '#!/bin/sh\necho "uploading $1"\necho "the host refused the upload: quota exceeded" >&2\nexit 3\n'
      : '#!/bin/sh\necho "uploaded $1"\n',
  );
  chmodSync(hostCommand(), 0o755);
}

beforeAll(async () => {
  folders = mkdtempSync(join(tmpdir(), 'team-deploys-'));
  hostRefuses(false);
  sitePort = await freePort();
  server = await startTeamServer({
    entry: 'tests/support/studio-team-stand-in.ts',
    site: { port: sitePort },
    args: ['--deploy', `dir:${siteDir()}`, '--deploy', `command:${hostCommand()}`],
    // About 30 pages at 150 ms: a build of a few seconds, long enough to watch it in the view.
    env: { BUILD_DATE: TEST_BUILD_DATE, STAND_IN_PAGE_MS: '150' },
  });
  team = await signInTeam(server);
}, 120_000);

afterAll(async () => {
  await server?.remove();
  rmSync(folders, { recursive: true, force: true });
});

const api = () => teamApiClient(server.base);
const deploys = async (as: Person) =>
  (await api().call('GET', 'deploys', { as })).body as unknown as DeploysAnswer;

async function joinStudio(link: string, name: string): Promise<Page> {
  const { page } = await openPage('', { width: 1280, height: 900 });
  return acceptInvitation(page, link, name);
}

describe('publish means live', () => {
  it(
    'shows the publisher the deploy: live in the folder, failed at the host in words, retried',
    async () => {
      // At its first start the studio deploys main as it is: the site is live from then on.
      await expect
        .poll(async () => (await deploys(team.admin)).deploys?.[0]?.state, { timeout: DEPLOY_MS })
        .toBe('live');
      const first = (await deploys(team.admin)).deploys[0]!;
      expect(first.publishedByName).toBe('');

      const invited = await api().call('POST', 'users', {
        as: team.admin,
        body: { email: 'pat@example.com', role: 'publisher', name: 'Pat Publisher' },
      });
      const publisher = await joinStudio(invited.body.link as string, 'Pat Publisher');
      await approvedDraft(server.base, team, {
        name: 'About, deployed',
        path: PAGE,
        text: aboutWith(MARKER),
      });
      hostRefuses(true);

      await publisher.getByRole('button', { name: 'Drafts and review' }).click();
      const drafts = publisher.getByRole('dialog', { name: 'Drafts' });
      await drafts.getByRole('button', { name: 'Publish', exact: true }).click();
      // Right after Publish, the publisher watches it: the Live site view, and the truth in the bar.
      const view = publisher.getByRole('dialog', { name: 'Live site' });
      await view.waitFor();
      const bar = publisher.getByRole('navigation', { name: 'Team' });
      expect(await bar.getByRole('status').textContent()).toBe(
        'Published “About, deployed”: the live site is being built — see Live site.',
      );
      const deploy = view.locator('article').first();
      // While it builds: a labelled progress bar, and the live region says how far it is.
      const progress = deploy.getByRole('progressbar', { name: /^Building: \d+ of \d+ pages$/ });
      await progress.waitFor();
      await walkShot(publisher, 'live-site-building');
      expect(await view.getByRole('status').textContent()).toMatch(
        /^Deploy 2: (building, \d+% of \d+ pages\.|is queued\.)/,
      );
      await expect
        .poll(() => deploy.getByRole('heading').textContent(), { timeout: DEPLOY_MS })
        .toMatch(/^Deploy 2: [0-9a-f]{7}Partly live$/);
      expect(await deploy.textContent()).toContain('Published by Pat Publisher');

      const targets = deploy.getByRole('list', { name: 'Targets' }).getByRole('listitem');
      const folderTarget = targets.filter({ hasText: `Folder ${siteDir()}` });
      const hostTarget = targets.filter({ hasText: `Command ${hostCommand()}` });
      expect(await folderTarget.textContent()).toContain('Live');
      const why = await hostTarget.textContent();
      expect(why).toContain('Failed');
      expect(why).toContain('the host refused the upload: quota exceeded');
      expect(why).toMatch(
        /The previous version \([0-9a-f]{7}, live since .+\) is still live there\./,
      );
      expect(why).toContain(`previous version (${first.commit.slice(0, 7)}`);
      // The folder has the new release; the host still has the first one.
      const live = await deploys(team.admin);
      const published = live.deploys[0]!;
      expect(readlinkSync(join(siteDir(), 'current'))).toContain(published.release!.id);
      const liveAt = (prefix: string) =>
        live.targets.find((target) => target.name.startsWith(prefix))?.live?.commit;
      expect(liveAt('dir:')).toBe(published.commit);
      expect(liveAt('command:')).toBe(first.commit);
      // The studio's own site (`serve`) serves the new release.
      expect(liveAt('serve')).toBe(published.commit);
      const page = await fetch(`http://127.0.0.1:${sitePort}/about/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`commit ${published.commit}`);
      expect(
        (await new AxeBuilder({ page: publisher }).include('dialog').analyze()).violations,
      ).toEqual([]);
      await walkShot(publisher, 'live-site-failed');

      // Everyone sees it; only publishers and admins retry (and read a host's output).
      const seen = await deploys(team.reviewer);
      expect(seen.deploys[0]!.state).toBe('failed');
      expect(seen.deploys[0]!.targets.map((target) => target.output)).toEqual(['', '', '']);
      const refused = await api().call('POST', `deploys/${published.id}/retry`, {
        as: team.editor,
      });
      expect(refused.status).toBe(403);

      // The host is fixed; Retry makes the deploy live there too.
      hostRefuses(false);
      await deploy.getByRole('button', { name: 'Retry deploy 2' }).click();
      await expect
        .poll(() => deploy.getByRole('heading').textContent(), { timeout: DEPLOY_MS })
        .toMatch(/Live$/);
      expect(await hostTarget.textContent()).toContain('Live');
      expect(await deploy.getByRole('button', { name: /^Retry/ }).count()).toBe(0);
      const liveNow = view.getByRole('region', { name: 'Live now' });
      expect(await liveNow.textContent()).toContain(
        `${published.commit.slice(0, 7)}, published by Pat Publisher`,
      );
      await walkShot(publisher, 'live-site-live');
      const audit = await api().call('GET', 'audit?action=deploy-retry', { as: team.admin });
      const events = audit.body.events as { actorEmail: string }[];
      expect(events.map((event) => event.actorEmail)).toEqual(['pat@example.com']);

      // Escape closes the view.
      await publisher.keyboard.press('Escape');
      await expect.poll(() => view.count()).toBe(0);
    },
    2 * DEPLOY_MS + 120_000,
  );
});
