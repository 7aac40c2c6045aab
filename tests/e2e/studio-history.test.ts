/**
 * A page's history in the local studio (`npm run studio`), in Chromium against the dev server
 * on a copy of the project made a Git checkout of its own: About as committed last week and
 * since. History lists the versions by who and when, shows last week's in the preview, and
 * "Restore this version" writes it into the working tree through the save: the file on disk is
 * last week's, the editor holds it with nothing unsaved. Before the copy is a checkout, the
 * history says in words that there is none.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioServer, type StudioServer } from '../../src/cli/bench/studio-copy-server.ts';
import { aboutWith, ABOUT_PAGE } from '../support/team-drafts.ts';
import { preferYamlView } from '../support/studio-view.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';

setupBrowser();

const DAY = 86_400_000;
const LAST_WEEK = 'Last week we said this';
let studio: StudioServer;

/** git in the copy, as its developer: Lee Writer, at `at`. */
function git(args: string[], at = new Date()) {
  const date = `${Math.floor(at.getTime() / 1000)} +0000`;
  return execFileSync('git', args, {
    cwd: studio.project.root,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: tmpdir(),
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_AUTHOR_NAME: 'Lee Writer',
      GIT_AUTHOR_EMAIL: 'lee@example.com',
      GIT_COMMITTER_NAME: 'Lee Writer',
      GIT_COMMITTER_EMAIL: 'lee@example.com',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    },
  });
}

const about = () => join(studio.project.root, ABOUT_PAGE);

beforeAll(async () => {
  studio = await startStudioServer();
}, 120_000);

afterAll(async () => {
  await studio?.close();
});

describe('a page’s history in the local studio', () => {
  it('restores last week’s About into the working tree, previewed first', async () => {
    const { page: tab } = await openPage('', { width: 1280, height: 900 });
    await preferYamlView(tab);
    await tab.goto(`${studio.base}/studio/pages/about`);
    await tab.getByRole('textbox', { name: `YAML source of ${ABOUT_PAGE}` }).waitFor();
    // The copy lies in the project's git-ignored .tmp/: no commit has its files.
    await tab.getByRole('button', { name: 'History', exact: true }).click();
    const history = tab.getByRole('dialog', { name: 'History' });
    await expect.poll(() => history.getByText(/has no saved version yet/).count()).toBe(1);
    await tab.keyboard.press('Escape');
    expect(await history.count()).toBe(0);

    const original = readFileSync(about(), 'utf8');
    git(['init', '--quiet', '--initial-branch=main']);
    writeFileSync(about(), aboutWith(LAST_WEEK, original));
    git(['add', 'pages', 'forms']);
    git(['commit', '--quiet', '-m', 'About: last week'], new Date(Date.now() - 7 * DAY));
    writeFileSync(about(), aboutWith('This week we say that', original));
    git(['commit', '--quiet', '-am', 'About: this week'], new Date(Date.now() - DAY));
    await tab.reload();
    await tab.getByRole('textbox', { name: `YAML source of ${ABOUT_PAGE}` }).waitFor();

    await tab.getByRole('button', { name: 'History', exact: true }).click();
    await expect.poll(() => history.getByRole('radio').count()).toBe(2);
    await history.getByRole('radio').last().check();
    const frame = tab.frameLocator('iframe[title^="Preview of the version of"]');
    await expect
      .poll(() => frame.getByText(LAST_WEEK, { exact: false }).count(), { timeout: 30_000 })
      .toBe(1);
    // Beside it, the page as it is now, its own frame.
    const now = tab.frameLocator('iframe[title="Preview of the page now"]');
    await expect
      .poll(() => now.getByText('This week we say that', { exact: false }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    expect(await frame.getByText('This week we say that', { exact: false }).count()).toBe(0);
    await walkShot(tab, 'local-history');
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await expect
      .poll(() => tab.getByText(/^Restored pages\/about\.yaml to the version of/).count())
      .toBe(1);
    expect(readFileSync(about(), 'utf8')).toBe(aboutWith(LAST_WEEK, original));
    // The editor holds what is on disk: nothing unsaved.
    await expect.poll(() => tab.getByLabel('Open file').textContent()).toBe(ABOUT_PAGE);
  }, 180_000);
});
