/**
 * Every view of the local studio, in Chromium against Vite's dev server on a copy of the
 * project, checked at 1280 and at 375 px (view-check.ts): axe finds nothing on the studio with
 * nothing open, a page's form (its outline, a block's form, the "+" chooser), the preview and the
 * pages with the palette as a phone's tabs, the YAML view, the site settings' form, a form's
 * YAML, each dialog (New page, Save anyway, unsaved changes found, changed on disk, Media
 * library, Change address, Delete page), and a page with changes not saved (its own and the
 * site settings' typed on the page). The team studio's views: team-studio-views-axe.test.ts.
 *
 * Also the dates: a webinar's date in the form is the browser's date picker with a label in
 * words, and a date chosen there rewrites that one line of the page.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioServer, type StudioServer } from '../../src/cli/bench/studio-copy-server.ts';
import { openPage, setupBrowser } from './harness.ts';
import { preview, showPane, yamlSource } from './studio-steps.ts';
import { viewChecker } from './view-check.ts';

setupBrowser();

let studio: StudioServer;
const onDisk = (path: string) => readFileSync(join(studio.project.root, path), 'utf8');

beforeAll(async () => {
  studio = await startStudioServer();
}, 120_000);

afterAll(async () => {
  await studio?.close();
});

const outline = (page: Page) => page.getByRole('region', { name: 'Blocks of the page' });
const onPhone = (name: 'Pages' | 'Edit' | 'Preview') => ({
  narrow: (page: Page) => showPane(page, name),
});

async function go(page: Page, address: string) {
  // The first visit pays for the dev server's first transforms, slow on a busy machine.
  await page.goto(`${studio.base}${address}`, { timeout: 120_000 });
}

async function openDialog(page: Page, button: string, title: string | RegExp) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

describe('every view of the local studio', () => {
  it('passes axe at 1280 and 375 px: pages, forms, YAML, the preview, the palette and each dialog', async () => {
    const views = viewChecker();
    const { page } = await openPage('', { width: 1280, height: 900 });
    await go(page, '/studio/');
    await page.getByRole('navigation', { name: 'Files' }).waitFor({ timeout: 60_000 });
    await views.check(page, 'studio-nothing-open', onPhone('Pages'));

    await go(page, '/studio/pages/pricing?view=form');
    await outline(page).waitFor({ timeout: 60_000 });
    await expect.poll(() => preview(page).getByRole('heading', { level: 1 }).count()).toBe(1);
    await views.check(page, 'page-form-outline', onPhone('Edit'));
    await views.check(page, 'page-preview', onPhone('Preview'));
    await views.check(page, 'pages-and-palette', onPhone('Pages'));

    // A block's own form, chosen in the outline.
    await outline(page).getByRole('button', { name: /^2\. / }).click();
    await page.getByRole('form', { name: /^Fields of the .* block$/ }).waitFor();
    await views.check(page, 'block-form', onPhone('Edit'));

    // The palette opened at a place between two blocks.
    await outline(page)
      .getByRole('button', { name: /^Add a block before / })
      .first()
      .click();
    await outline(page).getByLabel('Block to insert').waitFor();
    await views.check(page, 'insert-block-here', onPhone('Edit'));
    await outline(page).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'YAML view' }).click();
    const yaml = yamlSource(page, 'pages/pricing.yaml');
    await yaml.waitFor();
    await views.check(page, 'page-yaml', onPhone('Edit'));

    // A text that does not parse, saved: the studio asks first.
    await yaml.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nblocks: [');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('dialog', { name: 'Save a file that does not parse?' }).waitFor();
    await views.check(page, 'dialog-save-anyway');
    await closeDialog(page);

    // The unsaved text kept across a reload: offered back.
    await page.reload();
    await page.getByRole('dialog', { name: 'Unsaved changes found' }).waitFor({ timeout: 60_000 });
    await views.check(page, 'dialog-unsaved-changes-found');
    await page.getByRole('button', { name: 'Discard them' }).click();

    // Changed on disk meanwhile: saving shows both.
    await yamlSource(page, 'pages/pricing.yaml').waitFor();
    const pricing = onDisk('pages/pricing.yaml');
    writeFileSync(
      join(studio.project.root, 'pages/pricing.yaml'),
      pricing.replace('eyebrow: Pricing', 'eyebrow: Prices'),
    );
    await yamlSource(page, 'pages/pricing.yaml').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('# a note');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('dialog', { name: 'pages/pricing.yaml changed on disk' }).waitFor();
    await views.check(page, 'dialog-changed-on-disk');
    await page.getByRole('button', { name: /^Take theirs/ }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await openDialog(page, 'New page', 'New page');
    await views.check(page, 'dialog-new-page');
    await closeDialog(page);
    await openDialog(page, 'Change address', 'Change address');
    await views.check(page, 'dialog-change-address');
    await closeDialog(page);
    await openDialog(page, 'Delete page', /^Delete /);
    await views.check(page, 'dialog-delete-page');
    await closeDialog(page);
    await openDialog(page, 'Media library', 'Media library');
    await views.check(page, 'dialog-media-library');
    await closeDialog(page);

    await go(page, '/studio/site?view=form');
    await page.getByLabel('Open file').filter({ hasText: 'pages/_site.yaml' }).waitFor();
    await views.check(page, 'site-settings-form', onPhone('Edit'));
    await go(page, '/studio/forms/contact');
    await yamlSource(page, 'forms/contact.yaml').waitFor();
    await views.check(page, 'form-file-yaml', onPhone('Edit'));

    // A page with changes not saved, the site settings' among them (typed on the page).
    await go(page, '/studio/pages/pricing?view=form');
    await preview(page)
      .getByRole('banner')
      .getByRole('button', { name: 'Free Strategy Call', exact: true })
      .click({ timeout: 60_000 });
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Book a Call');
    await page.keyboard.press('Enter');
    await page.getByText('Also changed: Site settings').waitFor();
    await outline(page)
      .getByRole('button', { name: /^Move down / })
      .first()
      .click();
    await page.getByText('(unsaved)').waitFor();
    await views.check(page, 'page-unsaved', onPhone('Edit'));

    expect(views.checked.length).toBeGreaterThanOrEqual(30);
    expect(views.found).toEqual([]);
    await page.context().close();
  }, 600_000);
});

describe('dates in the form', () => {
  it('offers a webinar’s date as a date picker labelled in words, and a date chosen rewrites that line alone', async () => {
    const before = onDisk('pages/webinars.yaml');
    const { page } = await openPage('', { width: 1280, height: 900 });
    await go(page, '/studio/pages/webinars?view=form');
    await outline(page).waitFor({ timeout: 60_000 });
    await outline(page)
      .getByRole('button', { name: /^\d+\. .*Find a session$/ })
      .click();
    const form = page.getByRole('form', { name: 'Fields of the webinars block' });
    await form.waitFor();
    // The featured webinar's date: a date input, its label a word, not `date` or a format.
    const date = form.getByLabel('Date', { exact: true }).first();
    expect(await date.getAttribute('type')).toBe('date');
    expect(await date.inputValue()).toBe('2027-01-07');
    // Chosen as the picker sets it (a date input takes its value whole, not typed letters).
    await date.fill('2027-01-21');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Saved pages/webinars.yaml');
    // One line changed, its quotes kept; every other line (flow maps, quotes) as written.
    expect(onDisk('pages/webinars.yaml')).toBe(
      before.replace('      date: "2027-01-07"\n', '      date: "2027-01-21"\n'),
    );
    await page.context().close();
  }, 120_000);
});
