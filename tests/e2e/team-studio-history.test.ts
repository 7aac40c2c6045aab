/**
 * A page's history in the team studio, in Chromium against the server as a process over a real
 * bare repository whose main has last week's About and a page removed three days ago. An editor
 * opens an approved draft, chooses last week's version of About in its History, sees it in the
 * preview, restores it: the draft's branch holds it, by the editor, and the approval is void.
 * From the live site (read only), Removed pages brings the page back in a new draft of its own,
 * its menu link back and the redirect that sent its address elsewhere gone. Refusals (a
 * reviewer, sales, a path outside the content, a version that is no commit, one of no branch)
 * change nothing.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import {
  startTeamServerProcess,
  type TeamServer,
} from '../../src/cli/bench/team-server-process.ts';
import { withMenuLink } from '../../src/studio/server/menu-link.ts';
import { withRedirect } from '../../src/studio/server/site-redirect.ts';
import { acceptInvitation } from '../support/accept-invitation.ts';
import { commitToBranch, seededBareRepo, type BareRepo } from '../support/bare-repo.ts';
import { aboutWith, ABOUT_PAGE } from '../support/team-drafts.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';

setupBrowser();

const ROOT = resolve(import.meta.dirname, '../..');
const DAY = 86_400_000;
const LEE = { name: 'Lee Writer', email: 'lee@example.com' };
const MAX = { name: 'Max Writer', email: 'max@example.com' };
const LAST_WEEK = 'Last week we said this';
const SITE = readFileSync(join(ROOT, 'pages/_site.yaml'), 'utf8');
const OFFERS = 'pages/spring-offers.yaml';

let remote: BareRepo;
let server: TeamServer;
let admin: Person;
let reviewer: Person;
let sales: Person;
let draft: string;
let branch: string;
let editor: Page;

const api = () => teamApiClient(server.base);
const git = (...args: string[]) =>
  execFileSync('git', ['--git-dir', join(server.dataDir, 'repo.git'), ...args], {
    encoding: 'utf8',
  });
const refs = () => git('for-each-ref');

/** Main's history: About last week and since, a page added two weeks ago and removed since. */
function seedHistory(path: string) {
  const about = readFileSync(join(ROOT, ABOUT_PAGE), 'utf8');
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  const linked = withMenuLink(SITE, { label: 'Spring offers', to: '/spring-offers' });
  if (!linked.ok) throw new Error(linked.message);
  const offers = about.replace(/^title: .*$/m, 'title: Spring offers');
  commitToBranch(
    path,
    'main',
    { [OFFERS]: offers, 'pages/_site.yaml': linked.text },
    LEE,
    'Spring offers',
    ago(14),
  );
  commitToBranch(
    path,
    'main',
    { [ABOUT_PAGE]: aboutWith(LAST_WEEK, about) },
    LEE,
    'About: last week',
    ago(7),
  );
  const sent = withRedirect(SITE, '/spring-offers', '/pricing');
  if (!sent.ok) throw new Error(sent.message);
  commitToBranch(
    path,
    'main',
    { [OFFERS]: null, 'pages/_site.yaml': sent.text },
    MAX,
    'No more spring offers',
    ago(3),
  );
  commitToBranch(
    path,
    'main',
    { [ABOUT_PAGE]: aboutWith('This week we say that', about) },
    MAX,
    'About: this week',
    ago(1),
  );
}

beforeAll(async () => {
  remote = seededBareRepo({ copy: { from: ROOT, paths: ['pages', 'forms', 'public'] } });
  seedHistory(remote.path);
  server = await startTeamServerProcess({ remote: remote.path });
  admin = await api().join(server.invite('admin@example.com', 'admin'), 'Ada Admin');
  const invite = async (email: string, role: string, name: string) => {
    const invited = await api().call('POST', 'users', { as: admin, body: { email, role, name } });
    expect(invited.status).toBe(201);
    return invited.body.link as string;
  };
  reviewer = await api().join(
    await invite('rita@example.com', 'reviewer', 'Rita Reviewer'),
    'Rita Reviewer',
  );
  sales = await api().join(await invite('sam@example.com', 'sales', 'Sam Sales'), 'Sam Sales');
  // An approved draft that changes About too: its own version is listed first.
  const made = await api().call('POST', 'drafts', { as: admin, body: { name: 'Spring tidy' } });
  draft = made.body.id as string;
  branch = made.body.branch as string;
  for (const [method, path, as, body] of [
    [
      'PUT',
      `file?draft=${draft}`,
      admin,
      { path: ABOUT_PAGE, text: aboutWith('Draft words'), force: true },
    ],
    ['POST', `drafts/${draft}/submit`, admin, undefined],
    ['POST', `drafts/${draft}/review`, reviewer, { decision: 'approve' }],
  ] as const) {
    const answer = await api().call(method, path, { as, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  ({ page: editor } = await openPage('', { width: 1280, height: 900 }));
  await acceptInvitation(
    editor,
    await invite('ed@example.com', 'editor', 'Ed Editor'),
    'Ed Editor',
  );
}, 180_000);

afterAll(async () => {
  await server?.remove();
  remote?.remove();
});

describe('a page’s history in the team studio', () => {
  it('restores last week’s About into the open draft: previewed first, the approval voided', async () => {
    await editor
      .getByLabel('Draft', { exact: true })
      .selectOption({ label: 'Spring tidy — Approved' });
    await editor
      .getByRole('navigation', { name: 'Files' })
      .getByRole('button', { name: /^About/ })
      .first()
      .click();
    await editor.getByRole('textbox', { name: `YAML source of ${ABOUT_PAGE}` }).waitFor();

    await editor.getByRole('button', { name: 'History', exact: true }).click();
    const history = editor.getByRole('dialog', { name: 'History' });
    // Newest first: the draft's own, this week's, then last week's, each by who and what.
    const versions = history.getByRole('radio');
    await expect.poll(() => versions.count()).toBeGreaterThanOrEqual(4);
    await expect.poll(() => history.getByText('(in this draft)').count()).toBe(1);
    const lastWeek = history.getByRole('radio', { name: /Lee Writer/ }).last();
    await lastWeek.check();
    const frame = editor.frameLocator('iframe[title^="Preview of the version of"]');
    await expect
      .poll(() => frame.getByText(LAST_WEEK, { exact: false }).count(), { timeout: 30_000 })
      .toBe(1);
    await expect
      .poll(() => history.getByText(/^Showing the version of .* by Lee Writer$/).count())
      .toBe(1);
    // Side by side on a wide screen: the page now beside it, named as such.
    const now = editor.frameLocator('iframe[title="Preview of the page now"]');
    await expect
      .poll(() => now.getByText('Draft words', { exact: false }).count(), { timeout: 30_000 })
      .toBe(1);
    expect(await frame.getByText('Draft words', { exact: false }).count()).toBe(0);
    // Each frame's landmarks are named after its side, so the two are heard apart (and axe's
    // landmark-unique rule, which counts both frames' landmarks as one page's, passes).
    expect(await frame.getByRole('navigation', { name: 'This version: Main' }).count()).toBe(1);
    expect(await now.getByRole('navigation', { name: 'Now: Main' }).count()).toBe(1);
    expect(await now.getByRole('main', { name: 'Now' }).count()).toBe(1);
    const audit = await new AxeBuilder({ page: editor }).include('dialog').analyze();
    expect(audit.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual(
      [],
    );
    await walkShot(editor, 'history-version', {
      shown: history.getByRole('button', { name: 'Restore this version' }),
    });
    // Or one at a time, by a switch.
    await history.getByRole('button', { name: 'Now', exact: true }).click();
    await expect
      .poll(() => editor.locator('iframe[title^="Preview of the version of"]').count())
      .toBe(0);
    await expect
      .poll(() => now.getByText('Draft words', { exact: false }).count(), { timeout: 30_000 })
      .toBe(1);
    await history.getByRole('button', { name: 'This version', exact: true }).click();

    await history.getByRole('button', { name: 'Restore this version' }).click();
    await expect
      .poll(() => editor.getByText(/^Restored pages\/about\.yaml to the version of/).count())
      .toBe(1);
    expect(await history.count()).toBe(0);
    // The editor holds the version restored, saved: nothing unsaved.
    await expect.poll(() => editor.getByLabel('Open file').textContent()).toBe(ABOUT_PAGE);

    const text = git('show', `refs/heads/${branch}:${ABOUT_PAGE}`);
    expect(text).toContain(LAST_WEEK);
    expect(text).not.toContain('Draft words');
    expect(git('log', '-1', '--format=%an', `refs/heads/${branch}`).trim()).toBe('Ed Editor');
    const detail = await api().call('GET', `drafts/${draft}`, { as: admin });
    expect(detail.body.status).toBe('in-review');
    expect((detail.body.approvals as { current: boolean }[]).map((a) => a.current)).toEqual([
      false,
    ]);
  }, 90_000);

  it('restores a removed page from the live site into a new draft, its menu link back', async () => {
    await editor
      .getByLabel('Draft', { exact: true })
      .selectOption({ label: 'Live site (read only)' });
    // By the keyboard: Enter opens it, Escape closes it, the focus back on the button.
    const button = editor.getByRole('button', { name: 'History', exact: true });
    const history = editor.getByRole('dialog', { name: 'History' });
    await button.focus();
    await editor.keyboard.press('Enter');
    await history.waitFor();
    await editor.keyboard.press('Escape');
    await expect.poll(() => history.count()).toBe(0);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await button.click();
    await history.getByRole('button', { name: 'Removed pages' }).click();
    await expect.poll(() => history.getByText(/removed .* by Max Writer/).count()).toBe(1);
    expect(
      await history.getByLabel(/Put its link back in the menu \(“Spring offers”\)/).isChecked(),
    ).toBe(true);
    const audit = await new AxeBuilder({ page: editor }).include('dialog').analyze();
    expect(audit.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual(
      [],
    );
    await walkShot(editor, 'history-removed');
    await history.getByRole('button', { name: 'Restore “Spring offers”' }).click();

    await expect
      .poll(() => editor.getByLabel('Draft status').textContent(), { timeout: 30_000 })
      .toBe('Editing');
    await expect
      .poll(() => editor.getByLabel('Open file').textContent(), { timeout: 30_000 })
      .toBe(OFFERS);
    await expect.poll(() => editor.getByText(/its link is back in the menu/).count()).toBe(1);
    const drafts = (await api().call('GET', 'drafts', { as: admin })).body.drafts as {
      name: string;
      branch: string;
    }[];
    const made = drafts.find((item) => item.name === 'Restore Spring offers')!;
    const site = git('show', `refs/heads/${made.branch}:pages/_site.yaml`);
    expect(site).toContain('to: /spring-offers');
    expect(site).not.toContain('from: /spring-offers');
    expect(git('show', `refs/heads/${made.branch}:${OFFERS}`)).toContain('title: Spring offers');
    expect(git('show', `refs/heads/main:pages/_site.yaml`)).toContain('from: /spring-offers');
    await walkShot(editor, 'history-restored-page');
  });

  it('refuses a reviewer, sales, a path outside the content and a version that is none: nothing changes', async () => {
    const before = refs();
    const draftsBefore = (await api().call('GET', 'drafts', { as: admin })).body;
    const main = git('rev-parse', 'refs/heads/main').trim();
    const restore = (as: Person, body: Record<string, unknown>, query = `?draft=${draft}`) =>
      api().call('POST', `history/restore${query}`, { as, body });
    const answers = [
      await restore(reviewer, { path: ABOUT_PAGE, version: main }),
      await restore(reviewer, { path: ABOUT_PAGE, version: main }, ''),
      await api().call('GET', `history?path=${ABOUT_PAGE}`, { as: sales }),
      await restore(admin, { path: 'src/main.tsx', version: main }),
      await restore(admin, { path: '../secret.yaml', version: main }),
      await restore(admin, { path: ABOUT_PAGE, version: 'HEAD~1' }),
      await restore(admin, { path: ABOUT_PAGE, version: '--output=/tmp/x' }),
      await restore(admin, {
        path: ABOUT_PAGE,
        version: '0123456789abcdef0123456789abcdef01234567',
      }),
      await api().call('GET', `history/version?path=${ABOUT_PAGE}&version=main`, { as: admin }),
    ];
    expect(answers.map((answer) => `${answer.status} ${answer.body.code as string}`)).toEqual([
      '403 forbidden',
      '403 forbidden',
      '403 forbidden',
      '400 outside-content',
      '400 path-traversal',
      '400 bad-version',
      '400 bad-version',
      '404 not-in-history',
      '400 bad-version',
    ]);
    expect(answers[0]!.body.error).toBe('Only editors and admins can save changes to a draft.');
    expect(refs()).toBe(before);
    expect((await api().call('GET', 'drafts', { as: admin })).body).toEqual(draftsBefore);
  });
});
