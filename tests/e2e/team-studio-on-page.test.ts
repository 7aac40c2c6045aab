/**
 * Typing on the page in the team studio, the server a process over a real bare repository: in a
 * draft, a new hero title typed in the preview reaches the form and the YAML, Save commits it
 * to the draft's branch, and that commit changes one line against its parent; the header's
 * button label typed on the page changes the site settings (`pages/_site.yaml`) in the same
 * draft, one line, and nothing of the page. The local studio's side: studio-on-page.test.ts.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptInvitation } from '../support/accept-invitation.ts';
import { git, showFile } from '../support/bare-repo.ts';
import { backedUp, startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { openPage, setupBrowser } from './harness.ts';
import { studioAddress } from './studio-steps.ts';
import { walkShot } from './walk-shots.ts';

setupBrowser();

let server: TestTeamServer;

beforeAll(async () => {
  server = await startTeamServer();
}, 120_000);

afterAll(async () => {
  await server?.remove();
});

const preview = (page: Page) => page.getByTitle('Page preview').contentFrame();
const yamlLine = (page: Page, line: string) =>
  page.locator('.cm-line').filter({ hasText: new RegExp(`^${line.replace(/[$()?.]/g, '\\$&')}$`) });
const remote = () => server.remote.path;
/** What a commit of the remote changed against its parent: `added removed path` per file. */
const changedByCommit = (revision: string) =>
  git(remote(), ['diff', '--numstat', `${revision}^`, revision])
    .trim()
    .split('\n')
    .map((line) => line.replaceAll('\t', ' '));

async function saved(page: Page, path: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: `Saved ${path}` })
        .count(),
    )
    .toBe(1);
}

describe('typing on the page in the team studio', () => {
  it('types a hero title and the header’s label in a draft: each a one-line commit on its branch', async () => {
    const { page } = await openPage('', { width: 1280, height: 900 });
    await acceptInvitation(page, server.invite('ed@example.com', 'editor'), 'Ed Editor');
    await page.getByRole('button', { name: 'New draft' }).click();
    await page.getByLabel('Draft name').fill('Hero words');
    await page.getByRole('button', { name: 'Start draft' }).click();
    await expect.poll(() => page.getByLabel('Draft status').textContent()).toBe('Editing');
    const draft = studioAddress(page).draft!;
    await page.goto(`${server.base}/studio/drafts/${draft}/pages/index?view=form`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Form view', pressed: true }).count(), {
        timeout: 30_000,
      })
      .toBe(1);

    // The hero's title, clicked in the preview and typed over; Enter ends the edit.
    const oldTitle = 'Turn your trade business into a';
    const newTitle = 'Roofs that book themselves,';
    await preview(page).getByText(oldTitle, { exact: true }).click({ timeout: 60_000 });
    const typed = preview(page).getByRole('textbox', { name: 'Title' });
    await expect.poll(() => typed.count()).toBe(1);
    await page.keyboard.press('Control+a');
    await page.keyboard.type(newTitle);
    await page.keyboard.press('Enter');
    await expect.poll(() => typed.count()).toBe(0);
    const form = page.getByRole('form', { name: 'Fields of the hero block' });
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe(newTitle);
    await expect.poll(() => yamlLine(page, `    title: ${newTitle}`).count()).toBe(1);
    await walkShot(page, 'draft-hero-title-typed-on-page');
    await saved(page, 'pages/index.yaml');

    // The draft's branch, named in the studio's clone (its copy on the remote lands in the
    // background): the save is one commit, one line changed.
    const branch = git(join(server.dataDir, 'repo.git'), [
      'for-each-ref',
      '--format=%(refname:short)',
      'refs/heads/studio/hero-words-*',
    ]).trim();
    expect(branch).not.toBe('');
    await backedUp(server, branch);
    expect(changedByCommit(branch)).toEqual(['1 1 pages/index.yaml']);
    const home = showFile(remote(), 'main', 'pages/index.yaml')!;
    expect(showFile(remote(), branch, 'pages/index.yaml')).toBe(
      home.replace(`    title: ${oldTitle}\n`, `    title: ${newTitle}\n`),
    );
    const afterHero = git(remote(), ['rev-parse', branch]).trim();

    // The header's button label: the site settings change, in the same draft.
    const header = preview(page).getByRole('banner');
    await header.getByRole('button', { name: 'Free Strategy Call', exact: true }).click();
    const label = preview(page).getByRole('textbox', { name: 'Label (site settings)' });
    await expect.poll(() => label.count()).toBe(1);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Book a Call');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Also changed: Site settings').count()).toBe(1);
    await walkShot(page, 'draft-header-label-typed-on-page');
    await saved(page, 'pages/index.yaml');
    await expect.poll(() => page.getByText('Also changed: Site settings').count()).toBe(0);
    await expect
      .poll(async () => {
        await backedUp(server, branch);
        return git(remote(), ['rev-parse', branch]).trim() !== afterHero;
      })
      .toBe(true);
    expect(changedByCommit(branch)).toEqual(['1 1 pages/_site.yaml']);
    const settings = showFile(remote(), 'main', 'pages/_site.yaml')!;
    expect(showFile(remote(), branch, 'pages/_site.yaml')).toBe(
      settings.replace('    label: Free Strategy Call\n', '    label: Book a Call\n'),
    );
    // The draft as a whole: the two lines, nothing else.
    expect(
      git(remote(), ['diff', '--numstat', `main...${branch}`])
        .trim()
        .split('\n')
        .map((line) => line.replaceAll('\t', ' ')),
    ).toEqual(['1 1 pages/_site.yaml', '1 1 pages/index.yaml']);
    await page.context().close();
  }, 180_000);
});
