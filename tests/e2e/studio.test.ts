/**
 * The studio in Chromium, by role and label, against Vite's dev server on a copy of the project:
 * a misspelt block type gets a diagnostic on its line with the right type as a quick fix, the
 * preview keeps the last valid page until it is applied; clicking a block in the preview selects
 * its lines; a block inserted from the palette and edited in the form view is saved as the
 * expected text with the existing comments kept; a change on disk makes saving ask; and a new
 * page is built from an empty studio to a saved, valid, served page without typing YAML.
 */
import AxeBuilder from '@axe-core/playwright';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, scriptRequests, setupBrowser } from './harness.ts';
import { readPdf } from '../unit/blocks/curriculum/pdf-text.ts';
import { startStudioServer, type StudioServer } from '../../src/cli/bench/studio-copy-server.ts';
import { walkShot } from './walk-shots.ts';
import { preferYamlView, showPane, studioAddress } from './studio-steps.ts';

/** Inserts a block from the palette at the cursor and sets its title in the form view. */
async function insertWithTitle(page: Page, type: string, title: string) {
  await page.getByLabel('Block to insert').selectOption(type);
  await page.getByRole('button', { name: 'Insert block' }).click();
  const toggle = page.getByRole('button', { name: 'Form view' });
  const offColour = await toggle.evaluate((element) => getComputedStyle(element).backgroundColor);
  await toggle.click();
  // The toggle says it is on, to a screen reader and to the eye.
  expect(await page.getByRole('button', { name: 'Form view', pressed: true }).count()).toBe(1);
  expect(await toggle.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
    offColour,
  );
  const form = page.getByRole('form', { name: `Fields of the ${type} block` });
  await form.getByRole('textbox', { name: 'Title', exact: true }).first().fill(title);
  return form;
}

setupBrowser();

let studio: StudioServer;
const onDisk = (path: string) => readFileSync(join(studio.project.root, path), 'utf8');

// Comments an author wrote: the studio's edits must keep them where they are.
const COMMENTED = (text: string) =>
  text
    .replace(
      '  - type: features\n',
      '  # Included in every plan: keep in step with the sales deck.\n  - type: features\n',
    )
    .replace('    columns: 4\n', '    columns: 4 # four cards fit one row on desktops\n');

beforeAll(async () => {
  studio = await startStudioServer();
  const pricing = join(studio.project.root, 'pages/pricing.yaml');
  writeFileSync(pricing, COMMENTED(readFileSync(pricing, 'utf8')));
}, 120_000);

afterAll(async () => {
  await studio?.close();
});

async function openStudio(query: string, width = 1280): Promise<Page> {
  const { page } = await openPage('', { width, height: 900 });
  await preferYamlView(page);
  await page.goto(`${studio.base}/studio${query}`);
  return page;
}

const preview = (page: Page) => page.getByTitle('Page preview').contentFrame();

/** Puts the cursor at the end of the editor line that holds `text`, found with the editor's search. */
async function cursorAtEndOf(page: Page, text: string) {
  await page.getByRole('textbox', { name: /^YAML source of / }).click();
  await page.keyboard.press('Control+f');
  const find = page.getByRole('textbox', { name: 'Find' });
  await find.pressSequentially(text);
  await find.press('Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.press('End');
}

describe('studio', () => {
  it('points a misspelt block type at its line, offers the right type, and previews the fix', async () => {
    const page = await openStudio('?route=/pricing');
    const editor = page.getByRole('textbox', { name: 'YAML source of pages/pricing.yaml' });
    await expect.poll(() => editor.isVisible()).toBe(true);
    // The first open of a new server was not reloaded by Vite: its optimiser knew the studio's
    // packages before the page asked (a reload cost 3 to 4 s, and a time-out on a loaded CI).
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
      ),
    ).toBe('navigate');
    await expect
      .poll(() => preview(page).getByRole('heading', { name: 'Pricing questions' }).count())
      .toBe(1);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    // The studio fills the window and only its panes scroll: the toolbar (Save) never leaves
    // the screen, even with the file list's hidden status words below the fold.
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBe(0);

    await cursorAtEndOf(page, '  - type: faq');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('qa'); // "fqa"
    const mark = page.locator('.cm-lintRange-error');
    await expect.poll(() => mark.textContent()).toBe('fqa');
    expect(
      await mark
        .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " cm-line ")]')
        .textContent(),
    ).toBe('  - type: fqa');
    // While the page is invalid the preview keeps the last valid render and says why.
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'last valid version' }).textContent())
      .toMatch(/line \d+/);
    await cursorAtEndOf(page, '    title: Pricing questions');
    await page.keyboard.type(' and answers');
    await page.waitForTimeout(300);
    expect(
      await preview(page).getByRole('heading', { name: 'Pricing questions and answers' }).count(),
    ).toBe(0);

    await page.keyboard.press('Control+Shift+KeyM'); // the diagnostics panel
    const list = page.getByRole('listbox', { name: 'Diagnostics' });
    await expect
      .poll(() => list.getByRole('option').first().textContent())
      .toContain('did you mean "faq"');
    await list
      .getByRole('button', { name: /Action: Use "faq"/ })
      .first()
      .click();
    await expect
      .poll(() => page.locator('.cm-line', { hasText: /^ {2}- type: faq$/ }).count())
      .toBe(1);
    await expect
      .poll(() =>
        preview(page).getByRole('heading', { name: 'Pricing questions and answers' }).count(),
      )
      .toBe(1);
    await page.context().close();
    // The first test pays for the dev server's first transforms of the studio and the blocks.
  }, 120_000);

  it('selects the lines of a block clicked in the preview, inserts a faq from the palette, edits it in the form view and saves it', async () => {
    const before = onDisk('pages/pricing.yaml');
    const page = await openStudio('?file=pages/pricing.yaml');
    const frame = preview(page);
    // A click beside the block's texts selects the block (a click on a text types there).
    await frame
      .locator('section', {
        has: frame.getByRole('heading', { name: 'The foundation comes standard' }),
      })
      .click({ position: { x: 8, y: 8 } });
    const lines = before.split('\n');
    const first = lines.indexOf('  - type: features') + 1;
    const last = lines.indexOf('  - type: faq') - 2; // the block ends before the blank line
    await expect
      .poll(() => page.getByText(/^Lines \d+–\d+ selected$/).textContent())
      .toBe(`Lines ${first}–${last + 1} selected`);
    // The editor draws only the lines in view; the selection starts at the block's `- type:`.
    expect(await page.evaluate(() => window.getSelection()?.toString())).toMatch(
      /^ {2}- type: features\n/,
    );

    const form = await insertWithTitle(page, 'faq', 'Still wondering?');
    await expect
      .poll(() => frame.getByRole('heading', { name: 'Still wondering?' }).count())
      .toBe(1);
    // A field the block lacks goes where the form lists it (above the title), not last.
    await form.getByRole('textbox', { name: 'Eyebrow' }).fill('Pricing');
    await expect
      .poll(() => page.locator('.cm-line', { hasText: /^ {4}eyebrow: Pricing$/ }).count())
      .toBe(1);
    await page.keyboard.press('Control+s');
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Saved pages/pricing.yaml');

    const faq = [
      '',
      '  - type: faq',
      '    eyebrow: Pricing',
      '    title: Still wondering?',
      '    items:',
      '      - question: Is there a long-term contract?',
      '        answer: No. Every plan is month-to-month and you can cancel with 30 days notice.',
      '      - question: How fast will I see results?',
      '        answer: Most contractors see their first booked jobs from new leads within the first 30 days.',
    ].join('\n');
    const expected = before.replace(
      'never explain a change order twice.\n',
      `never explain a change order twice.\n${faq}\n`,
    );
    expect(onDisk('pages/pricing.yaml')).toBe(expected);
    expect(expected).toContain(
      '  # Included in every plan: keep in step with the sales deck.\n  - type: features\n',
    );
    expect(expected).toContain('    columns: 4 # four cards fit one row on desktops\n');

    // A reload keeps the form view; a problem shows beside the field it is about.
    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: 'Form view', pressed: true }).count())
      .toBe(1);
    await frame.getByRole('heading', { name: 'Still wondering?' }).click();
    const question = page
      .getByRole('form', { name: 'Fields of the faq block' })
      .getByRole('textbox', { name: 'Question', exact: true })
      .first();
    await question.fill('');
    await expect.poll(() => question.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Error: must not be empty', { exact: true }).isVisible()).toBe(
      true,
    );
    await page.context().close();
  }, 60_000);

  it('asks before saving over a file changed on disk, showing the difference', async () => {
    const page = await openStudio('?file=pages/about.yaml');
    const editor = page.getByRole('textbox', { name: 'YAML source of pages/about.yaml' });
    await expect.poll(() => editor.isVisible()).toBe(true);
    const theirs = onDisk('pages/about.yaml').replace(
      /^title: .*$/m,
      'title: About Us (edited elsewhere)',
    );
    writeFileSync(join(studio.project.root, 'pages/about.yaml'), theirs);

    await cursorAtEndOf(page, 'blocks:');
    await page.keyboard.type(' # mine');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'pages/about.yaml changed on disk' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const diff = dialog.getByLabel('Difference between your text and the file on disk');
    expect(await diff.textContent()).toContain('− title: About Us (edited elsewhere)');
    expect(await diff.textContent()).toContain('+ blocks: # mine');
    expect(onDisk('pages/about.yaml')).toBe(theirs);

    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await expect
      .poll(() => page.locator('.cm-line', { hasText: 'About Us (edited elsewhere)' }).count())
      .toBe(1);
    expect(onDisk('pages/about.yaml')).toBe(theirs);
    await page.context().close();
  }, 60_000);

  it('builds a new page with a hero, features and a call to action without typing YAML, saved, valid and served', async () => {
    const page = await openStudio('');
    // No file open: the preview says what it is for, at the studio's size (not the frame's).
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Preview' })
          .getByText(
            'Open a page from the files, or create one: it shows here as visitors will see it.',
          )
          .count(),
      )
      .toBe(1);
    expect(await page.getByTitle('Page preview').isHidden()).toBe(true);
    await page.getByRole('button', { name: 'New page' }).click();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const dialog = page.getByRole('dialog', { name: 'New page' });
    // A person names the page; its address follows the title until they change it.
    await dialog.getByLabel('Title').fill('Roofing Leads, Fast!');
    expect(await dialog.getByLabel('Address').inputValue()).toBe('/roofing-leads-fast');
    // The route's pattern is a valid expression under the browser's `v` flag, so it checks.
    await dialog.getByLabel('Address').fill('/Roofing Leads');
    expect(
      await dialog
        .getByLabel('Address')
        .evaluate((input: HTMLInputElement) => input.validity.patternMismatch),
    ).toBe(true);
    expect(consoleErrors.filter((text) => /pattern/i.test(text))).toEqual([]);
    await dialog.getByLabel('Address').fill('/roofing-leads');
    await dialog.getByLabel('Title').fill('Roofing leads');
    // Changed by hand, the address stays as the person wrote it.
    expect(await dialog.getByLabel('Address').inputValue()).toBe('/roofing-leads');
    // Linked from the header menu at once: visitors can reach it, and no check calls it orphaned.
    await dialog.getByRole('checkbox', { name: 'Add it to the menu' }).check();
    await walkShot(page, 'new-page-dialog');
    await dialog.getByRole('button', { name: 'Create page' }).click();
    const frame = preview(page);
    await expect
      .poll(() => frame.getByRole('heading', { name: 'Roofing leads', level: 1 }).count())
      .toBe(1);
    expect(await page.getByRole('status').first().textContent()).toBe(
      'Created pages/roofing-leads.yaml. Added it to the menu in pages/_site.yaml.',
    );
    // The preview's menu has it too (the site file as saved, not as the studio opened it).
    await expect
      .poll(() =>
        frame.getByRole('banner').getByRole('link', { name: 'Roofing leads', exact: true }).count(),
      )
      .toBeGreaterThan(0);
    expect(onDisk('pages/_site.yaml')).toContain(
      '    - label: Roofing leads\n      to: /roofing-leads\n',
    );
    await walkShot(page, 'new-page-created');

    // The scaffold has a hero and a closing call to action, and the cursor sits above them:
    // Insert block puts the features before the closing band, not under it.
    const features = await insertWithTitle(page, 'features', 'Why roofers choose us');
    await features.getByRole('button', { name: 'Add to items' }).click();
    await features
      .getByRole('group', { name: 'Items 4' })
      .getByLabel('Title')
      .fill('Storm-season ready');
    await features
      .getByRole('group', { name: 'Items 4' })
      .getByRole('textbox', { name: 'Text', exact: true })
      .fill('Crews booked before the hail hits.');
    // The icon is chosen from pictures, found by a search, not from a list of 100 names.
    const item = features.getByRole('group', { name: 'Items 4' });
    await item.getByLabel(/^Icon: .*\. Change icon$/).click();
    await item.getByRole('searchbox', { name: 'Search icons' }).fill('hamm');
    expect(await item.getByRole('radio').count()).toBe(1);
    await item.getByText('hammer', { exact: true }).click();
    // The form shows the text's value: checked once the edit has gone through the YAML.
    await expect.poll(() => item.getByRole('radio', { name: 'hammer' }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => item.getByRole('searchbox', { name: 'Search icons' }).count()).toBe(0);
    await walkShot(page, 'features-from-palette');

    await frame.getByRole('heading', { name: 'Roofing leads', level: 1 }).click();
    const hero = page.getByRole('form', { name: 'Fields of the hero block' });
    await hero
      .getByRole('textbox', { name: 'Intro' })
      .fill('Every roof lead answered in a minute.');

    await frame.getByRole('heading', { name: 'Ready to talk?' }).click();
    const cta = page.getByRole('form', { name: 'Fields of the cta block' });
    await cta
      .getByRole('textbox', { name: 'Title', exact: true })
      .first()
      .fill('Book your roofing call');
    await cta
      .getByRole('textbox', { name: 'Text', exact: true })
      .fill('Storm season books up fast: get on the list today.');
    await cta.getByLabel('What it does').first().selectOption('to');
    await cta.getByLabel('Page').first().selectOption('/pricing');

    // The page's own description (search results), from the page form above the block's.
    await page.getByText('Page title and description', { exact: true }).click();
    await page
      .getByRole('form', { name: 'Fields of the page' })
      .getByRole('textbox', { name: 'Description' })
      .fill('Roofing leads answered in a minute and booked before the storm passes.');

    // Valid: no error (what the review finds is a warning, not an error).
    await expect.poll(() => page.getByText(/^(No problems|0 errors)/).count()).toBe(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Saved pages/roofing-leads.yaml');
    await walkShot(page, 'saved');
    // Valid, with warnings, not errors: the content review's. The hero's button and this one
    // now read the same but lead to different places (conflicting-buttons), and the features'
    // three inserted items keep the example's text (example-text; the fourth was written).
    // None for an orphan (the menu links to the page), none for the scaffold's "Replace this
    // with …" (all written).
    await expect
      .poll(() =>
        page
          .getByRole('button', {
            name: /^Roofing leads\s*\/roofing-leads\s*:\s*valid, 4 warnings$/,
          })
          .count(),
      )
      .toBe(1);

    const saved = onDisk('pages/roofing-leads.yaml');
    expect(saved).toMatch(/- type: hero[\s\S]*- type: features[\s\S]*- type: cta/);
    expect(saved).toContain('Storm-season ready');
    expect(saved).toMatch(/icon: hammer\n\s+title: Storm-season ready/);
    expect(saved).toContain('to: /pricing');
    // The description's line replaced, the comment above it kept.
    expect(saved).toContain(
      '# One or two sentences for search results and link previews (50 to 160 characters).\ndescription: Roofing leads answered in a minute and booked before the storm passes.\n',
    );

    const site = await page.context().newPage();
    await site.goto(`${studio.base}/roofing-leads`);
    await expect
      .poll(() => site.getByRole('heading', { name: 'Why roofers choose us' }).count())
      .toBe(1);
    expect(await site.getByRole('heading', { name: 'Book your roofing call' }).count()).toBe(1);
    expect(await site.getByRole('heading', { name: 'Storm-season ready' }).count()).toBe(1);
    expect(
      await site.getByRole('banner').getByRole('link', { name: 'Roofing leads' }).count(),
    ).toBeGreaterThan(0);
    await site.close();

    // Broken in the form view (the hero's title emptied), saved anyway, reloaded: the preview
    // keeps the last valid page and says why.
    await frame.getByRole('heading', { name: 'Roofing leads', level: 1 }).click();
    await hero.getByRole('textbox', { name: 'Title', exact: true }).fill('');
    // Where, in the words of the form; the line last, for the YAML.
    const lastValid =
      /^Showing the last valid version: Opening band \(block 1\) › Title: must not be empty \(line \d+\)$/;
    await expect.poll(() => page.getByText(lastValid).count()).toBe(1);
    // Edited since the save: the header says unsaved, and no longer "Saved …".
    expect(await page.getByLabel('Open file').textContent()).toContain('(unsaved)');
    expect(await page.getByText('Saved pages/roofing-leads.yaml').count()).toBe(0);
    await walkShot(page, 'broken-in-form-view');
    await page.getByRole('button', { name: 'Save' }).click();
    const saveAnyway = page.getByRole('dialog', { name: 'Save with 1 error?' });
    // What to fix, in the words of the form: the block by its name, not `blocks[0]`.
    // Polled: the click only starts the dialog's opening (CI once read it still empty).
    await expect
      .poll(() => saveAnyway.getByRole('listitem').allTextContents())
      .toEqual([
        expect.stringMatching(/^Opening band \(block 1\) › Title: must not be empty \(line \d+\)$/),
      ]);
    await saveAnyway.getByRole('button', { name: 'Save anyway' }).click();
    await expect.poll(() => onDisk('pages/roofing-leads.yaml')).not.toBe(saved);
    await page.reload();
    await expect.poll(() => page.getByText(lastValid).count()).toBe(1);
    await expect
      .poll(() => frame.getByRole('heading', { name: 'Why roofers choose us' }).count())
      .toBe(1);
    await walkShot(page, 'reloaded-last-valid');
    // The page valid again on disk, as the tests after this one expect the project (the menu
    // links to it).
    writeFileSync(join(studio.project.root, 'pages/roofing-leads.yaml'), saved);
    await page.context().close();
  }, 90_000);

  it('says there is nothing to preview when a file opens invalid, asks before saving errors, and says when the site refuses an edit the preview shows', async () => {
    const path = 'pages/terms.yaml';
    const original = onDisk(path);
    const invalid = original.replace(/type: \w+/, 'type: herro');
    writeFileSync(join(studio.project.root, path), invalid);
    const page = await openStudio(`?file=${path}`);
    await expect
      .poll(() =>
        page
          .getByText(
            /^Nothing to preview until the page is valid: .*unknown block type "herro".*\(line \d+\)$/,
          )
          .count(),
      )
      .toBe(1);
    expect(await page.getByText(/Showing the last valid version/).count()).toBe(0);
    // The frame adds nothing of its own in tiny scaled type: the pane's line says it all. (Its
    // app has loaded by now: it answered the studio, which sent the site settings.)
    await page.waitForTimeout(1000);
    expect((await preview(page).locator('body').textContent())?.trim()).toBe('');

    // Text that parses but has errors: saving asks first; Escape keeps the text, not the file.
    await cursorAtEndOf(page, 'type: herro');
    await page.keyboard.type(' # mine');
    await page.keyboard.press('Control+s');
    const ask = page.getByRole('dialog', { name: 'Save with 1 error?' });
    await expect.poll(() => ask.isVisible()).toBe(true);
    expect(await ask.textContent()).toContain('unknown block type "herro"');
    await page.keyboard.press('Escape');
    await expect.poll(() => ask.count()).toBe(0);
    expect(onDisk(path)).toBe(invalid);
    expect(await page.locator('.cm-line', { hasText: 'type: herro # mine' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await ask.getByRole('button', { name: 'Save anyway' }).click();
    await expect
      .poll(() => onDisk(path))
      .toBe(invalid.replace('type: herro', 'type: herro # mine'));

    // A link to a page that does not exist: the browser's check of this file alone takes it
    // (the preview shows it), the server's check across files refuses it, and says so.
    await cursorAtEndOf(page, 'type: herro # mine');
    for (let typed = 'herro # mine'.length; typed > 0; typed--) {
      await page.keyboard.press('Backspace');
    }
    await page.keyboard.type('hero');
    await expect
      .poll(() =>
        preview(page).getByRole('heading', { name: 'Terms of Service', level: 1 }).count(),
      )
      .toBe(1);
    await cursorAtEndOf(page, '        to: /privacy');
    await page.keyboard.type('y');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'privacyy' }).textContent())
      .toMatch(
        /^The preview shows your edit, but the site cannot build it: .*no page has the route "\/privacyy".*\(line \d+\)$/,
      );
    writeFileSync(join(studio.project.root, path), original);
    await page.context().close();
  }, 60_000);

  it('still shows the last valid version after a page saved with an error is reloaded', async () => {
    const path = 'pages/support.yaml';
    const original = onDisk(path);
    const page = await openStudio(`?file=${path}`);
    const heading = () =>
      preview(page)
        .getByRole('heading', { name: /^Real people who know/, level: 1 })
        .count();
    await expect.poll(heading).toBe(1);
    await cursorAtEndOf(page, '  - type: hero');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('ro');
    await page.keyboard.press('Control+s');
    await page
      .getByRole('dialog', { name: 'Save with 1 error?' })
      .getByRole('button', { name: 'Save anyway' })
      .click();
    await expect.poll(() => onDisk(path)).toBe(original.replace('type: hero', 'type: herro'));
    const lastValid =
      /^Showing the last valid version: .*unknown block type "herro".*\(line \d+\)$/;
    await expect.poll(() => page.getByText(lastValid).count()).toBe(1);

    // The frame starts empty after a reload: the page's last valid text of this tab fills it.
    await page.reload();
    await expect.poll(() => page.getByText(lastValid).count()).toBe(1);
    await expect.poll(heading).toBe(1);
    expect(await page.getByText(/Nothing to preview/).count()).toBe(0);

    // Fixed, the page's own text is shown again.
    await cursorAtEndOf(page, '  - type: herro');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('ro # fixed');
    await expect.poll(() => page.getByText(lastValid).count()).toBe(0);
    writeFileSync(join(studio.project.root, path), original);
    await page.context().close();
  }, 60_000);

  it('keeps unsaved edits as a draft across a reload, warns on leaving, and saves unparsable YAML only when confirmed', async () => {
    const path = 'pages/privacy.yaml';
    const original = onDisk(path);
    const page = await openStudio(`?file=${path}`);
    await cursorAtEndOf(page, 'blocks:');
    await page.keyboard.type(' [unclosed'); // the editor closes the bracket: still not YAML
    await expect.poll(() => page.getByText(/^[1-9]\d* errors?,/).count()).toBe(1);

    await page.reload();
    const offer = page.getByRole('dialog', { name: 'Unsaved changes found' });
    await offer.getByRole('button', { name: 'Restore them' }).click();
    await expect
      .poll(() => page.locator('.cm-line', { hasText: 'blocks: [unclosed]' }).count())
      .toBe(1);

    await page.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Save a file that does not parse?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(onDisk(path)).toBe(original);
    await page.keyboard.press('Control+s');
    await confirm.getByRole('button', { name: 'Save anyway' }).click();
    await expect.poll(() => onDisk(path)).toBe(original.replace('blocks:', 'blocks: [unclosed]'));

    await cursorAtEndOf(page, 'blocks: [unclosed');
    await page.keyboard.type(' more');
    const warnings: string[] = [];
    page.on('dialog', (dialog) => {
      warnings.push(dialog.type());
      void dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => warnings).toEqual(['beforeunload']);
    writeFileSync(join(studio.project.root, path), original);
    await page.context().close();
  }, 60_000);

  it('shows a field’s help on hover, its markdown rendered, and downloads no code highlighter', async () => {
    const { page } = await openPage('', { width: 1280, height: 900 });
    await preferYamlView(page);
    const scripts = scriptRequests(page);
    await page.goto(`${studio.base}/studio?route=/pricing`);
    const editor = page.getByRole('textbox', { name: 'YAML source of pages/pricing.yaml' });
    await editor.waitFor();
    await page
      .locator('.cm-line', { hasText: /^title: Pricing$/ })
      .getByText('title')
      .hover();
    // The schema's description, rendered from markdown (a paragraph), then the field's type.
    const help = page.locator('.cm-tooltip-hover');
    await expect
      .poll(() => help.locator('p').allTextContents())
      .toEqual(['The page title, shown in the browser tab and search results', 'string']);
    // The library's own renderer loaded shiki and its grammar and themes; the studio's does not.
    expect(scripts.filter((path) => /shiki|vitesse|javascript-/.test(path))).toEqual([]);
    await page.context().close();
  });

  it('outlines the block under the cursor, completes routes, and runs filters and forms in the preview', async () => {
    const page = await openStudio('?route=/growth-library');
    const frame = preview(page);
    await cursorAtEndOf(page, '    title: Browse the library');
    const outline = () =>
      frame
        .locator('[data-studio-block="1"] > *')
        .first()
        .evaluate((element) => getComputedStyle(element).outlineStyle);
    await expect.poll(outline).toBe('solid');

    await cursorAtEndOf(page, '        modal: consultation');
    await page.keyboard.press('Enter');
    await page.keyboard.type('to: /pri');
    const completions = page.getByRole('listbox').filter({ has: page.getByRole('option') });
    await expect
      .poll(() => completions.getByRole('option').allTextContents())
      .toContainEqual(expect.stringContaining('/pricing'));
    await page.keyboard.press('Escape');

    await frame
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'Tools' })
      .click();
    await expect
      .poll(() => frame.getByRole('heading', { name: 'Roofing Estimate Template' }).count())
      .toBe(0);
    expect(await frame.getByRole('heading', { name: 'Job Profit Calculator' }).count()).toBe(1);

    // Its edge: a click on the label types there (studio-on-page.test.ts).
    await frame
      .getByRole('button', { name: 'Get Your Free Strategy Call' })
      .first()
      .click({ position: { x: 4, y: 4 } });
    const form = frame.getByRole('dialog');
    await expect.poll(() => form.getByRole('textbox').count()).toBeGreaterThan(1);
    await form.getByRole('button', { name: 'Book My Free Strategy Call' }).first().click();
    await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await page.context().close();
  }, 60_000);

  it('builds a download in the preview from the page as edited, before it is saved', async () => {
    const page = await openStudio('?route=/curriculum');
    const frame = preview(page);
    const title = 'Growth Strategist Program, Spring Edition';
    await page.getByRole('button', { name: 'Form view' }).click();
    await frame.getByRole('heading', { level: 1 }).click();
    await page
      .getByRole('form', { name: 'Fields of the curriculum block' })
      .getByRole('textbox', { name: 'Title', exact: true })
      .first()
      .fill(title);
    await expect.poll(() => frame.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      frame.getByRole('button', { name: 'Download Full Curriculum PDF' }).click(),
    ]);
    const pdf = await readPdf(new Uint8Array(await readFile((await download.path())!)).buffer);
    const text = pdf.flatMap((sheet) => sheet.runs.map((run) => run.text)).join(' ');
    expect(text).toContain('Spring Edition');
    // Not saved: the file on disk has the old title, which the dev server's table would build.
    expect(onDisk('pages/curriculum.yaml')).not.toContain('Spring Edition');
    await page.context().close();
  }, 60_000);

  it('deletes a page with its menu link (its visitors sent on), and lists the places that still need one, each opening at its line', async () => {
    const page = await openStudio('?file=pages/careers.yaml');
    const deleteButton = page.getByRole('button', { name: 'Delete page' });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete “Careers”?' });
    await dialog.getByRole('button', { name: 'Delete page' }).click();
    // About's button leads to it: refused, with the place to change as a way there.
    const alert = dialog.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/^The site still needs \/careers\./);
    await alert.getByRole('button', { name: /^pages\/about\.yaml, line 15: / }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByLabel('Open file').textContent()).toBe('pages/about.yaml');
    await expect.poll(() => page.getByText(/^Line 15, column \d+$/).count()).toBe(1);
    expect(existsSync(join(studio.project.root, 'pages/careers.yaml'))).toBe(true);

    // The home page cannot go; a page only the menu links to can, with its link.
    await page
      .getByRole('navigation', { name: 'Files' })
      .getByRole('button', { name: /^Growth and Automation for Contractors/ })
      .click();
    await expect.poll(() => page.getByLabel('Open file').textContent()).toBe('pages/index.yaml');
    expect(await deleteButton.count()).toBe(0);
    await page
      .getByRole('navigation', { name: 'Files' })
      .getByRole('button', { name: /^Partner Program/ })
      .click();
    const formView = page.getByRole('button', { name: 'Form view' });
    await formView.click();
    await expect.poll(() => formView.getAttribute('aria-pressed')).toBe('true');
    await deleteButton.click();
    // Escape closes the dialog and deletes nothing; the focus is back on the button.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => deleteButton.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Enter');
    const partners = page.getByRole('dialog', { name: 'Delete “Partner Program”?' });
    // Its visitors sent on to another page: a redirect in the site file.
    await partners
      .getByRole('combobox', { name: 'Send visitors of /partnerships to' })
      .selectOption('/about');
    await partners.getByRole('button', { name: 'Delete page' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe(
        'Deleted pages/partnerships.yaml and its link in pages/_site.yaml. Visitors of /partnerships are sent on to /about.',
      );
    expect(await page.getByLabel('Open file').textContent()).toBe('No file open');
    // With no page to show as a form, the form view is off, not pressed and greyed out.
    expect(await formView.isDisabled()).toBe(true);
    expect(await formView.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => page.getByRole('button', { name: /^Partner Program/ }).count()).toBe(0);
    expect(existsSync(join(studio.project.root, 'pages/partnerships.yaml'))).toBe(false);
    expect(onDisk('pages/_site.yaml')).not.toContain('to: /partnerships');
    expect(onDisk('pages/_site.yaml')).toMatch(/ {2}- from: \/partnerships\n {4}to: \/about\n$/);
    expect(studioAddress(page).file).toBeNull();
    await page.context().close();
  }, 60_000);

  it('moves a page to a new address from its dialog, its links in the site with it, its old address kept', async () => {
    const page = await openStudio('?file=pages/careers.yaml');
    // Editing further down the page: after the move the cursor is where it was.
    await cursorAtEndOf(page, 'blocks:');
    // The status line follows the cursor a moment later (a transition): read once it has.
    const place = 'Line 4, column 8';
    const status = () => page.getByText(/^Line \d+, column \d+$/).textContent();
    await expect.poll(status).toBe(place);
    await page.getByRole('button', { name: 'Change address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change address' });
    const address = dialog.getByRole('textbox', { name: 'New address' });
    expect(await address.inputValue()).toBe('/careers');
    // Unchanged, there is nothing to move.
    expect(await dialog.getByRole('button', { name: 'Move page' }).isDisabled()).toBe(true);
    await address.fill('/pricing');
    await dialog.getByRole('button', { name: 'Move page' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toMatch(/^Not moved: A page at \/pricing exists already/);
    await address.fill('/jobs');
    // The old address keeps working unless the author says otherwise.
    expect(
      await dialog
        .getByRole('checkbox', { name: 'Send visitors of /careers to the new address' })
        .isChecked(),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Move page' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe(
        'Moved pages/careers.yaml to /jobs and pointed the links in pages/_site.yaml, pages/about.yaml at it. Visitors of /careers are sent on to it.',
      );
    expect(onDisk('pages/_site.yaml')).toMatch(/ {2}- from: \/careers\n {4}to: \/jobs\n$/);
    expect(await page.getByLabel('Open file').textContent()).toBe('pages/jobs.yaml');
    await expect.poll(status).toBe(place);
    expect(studioAddress(page).file).toBe('pages/jobs.yaml');
    const files = page.getByRole('navigation', { name: 'Files' });
    await expect
      .poll(() => files.getByRole('button', { name: /^Careers\s*\/jobs/ }).count())
      .toBe(1);
    expect(await files.getByRole('button', { name: /\/careers/ }).count()).toBe(0);
    // The preview's footer leads to the new address.
    await expect
      .poll(() =>
        preview(page)
          .getByRole('contentinfo')
          .getByRole('link', { name: 'Careers' })
          .getAttribute('href'),
      )
      .toBe('/jobs');
    expect(onDisk('pages/about.yaml')).toContain('        to: /jobs\n');
    await page.context().close();
  }, 60_000);

  it('edits the site settings in the form view, a new phone number and an old address, every other line as written', async () => {
    const before = onDisk('pages/_site.yaml');
    const page = await openStudio('');
    await page
      .getByRole('navigation', { name: 'Files' })
      .getByRole('button', { name: /^Site settings\s*pages\/_site\.yaml/ })
      .click();
    await page.getByRole('button', { name: 'Form view' }).click();
    const form = page.getByRole('form', { name: 'Site settings' });
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('(555) 987-6543');
    const old = form.getByRole('group', { name: 'Old addresses that lead on' });
    const items = await old.getByRole('textbox', { name: 'From' }).count();
    await old.getByRole('button', { name: 'Add to old addresses that lead on' }).click();
    const added = old.getByRole('group', { name: `Old address ${items + 1}` });
    await added.getByRole('textbox', { name: 'From' }).fill('/spring');
    // Beside the field, what is wrong with it as it is.
    await expect
      .poll(() => added.getByText(/^Error: /).allTextContents())
      .toEqual([
        'Error: write the address of a page of this site, from its "/" (e.g. /pricing), got ""',
      ]);
    // Where it leads is a page of the site: the browser offers their addresses.
    const to = added.getByRole('combobox', { name: 'To' });
    expect(
      await to.evaluate((input: HTMLInputElement) =>
        [...(input.list?.options ?? [])].map((option) => option.value),
      ),
    ).toEqual(expect.arrayContaining(['/', '/pricing', '/contact']));
    await to.fill('/pricing');
    await expect
      .poll(() => page.getByText(/^(No problems|\d+ errors?)/).textContent())
      .toBe('No problems');
    expect((await new AxeBuilder({ page }).include('form').analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toMatch(/^Saved pages\/_site\.yaml/);
    // Those two changes alone: the comments and every other line as they were.
    expect(onDisk('pages/_site.yaml')).toBe(
      `${before.replace('phone: (555) 123-4567\n', 'phone: (555) 987-6543\n')}  - from: /spring\n    to: /pricing\n`,
    );
    await page.context().close();
  }, 60_000);

  it('puts the cursor back where it was after a reload and in a file opened again, the form view on its block', async () => {
    const page = await openStudio('?file=pages/about.yaml');
    await cursorAtEndOf(page, 'type: team');
    await page.getByRole('button', { name: 'Form view' }).click();
    const teamForm = page.getByRole('form', { name: 'Fields of the team block' });
    await teamForm.waitFor();
    const line = await page.getByText(/^Line \d+, column \d+$/).textContent();
    await page.reload();
    await teamForm.waitFor();
    expect(await page.getByText(/^Line \d+, column \d+$/).textContent()).toBe(line);
    // Another file and back: the same place again.
    const files = page.getByRole('navigation', { name: 'Files' });
    await files.getByRole('button', { name: /^Pricing/ }).click();
    await expect.poll(() => page.getByLabel('Open file').textContent()).toBe('pages/pricing.yaml');
    await files.getByRole('button', { name: /^About Us/ }).click();
    await teamForm.waitFor();
    expect(await page.getByText(/^Line \d+, column \d+$/).textContent()).toBe(line);
    await page.context().close();
  }, 60_000);

  it('says the files are loading until their list comes, and when a search finds none', async () => {
    const { page } = await openPage('', { width: 1280, height: 900 });
    // A slow list (a team server making its snapshot after a restart) reads as loading.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/__studio/api/files', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto(`${studio.base}/studio`);
    const files = page.getByRole('navigation', { name: 'Files' });
    await expect.poll(() => files.getByText('Loading the files…').count()).toBe(1);
    expect(await files.getByRole('heading', { name: 'Pages' }).count()).toBe(0);
    answer();
    await expect.poll(() => files.getByRole('button', { name: /^Pricing/ }).count()).toBe(1);
    expect(await files.getByText('Loading the files…').count()).toBe(0);
    await files.getByRole('searchbox', { name: 'Search files' }).fill('gazebo');
    await expect
      .poll(() => files.getByRole('status').textContent())
      .toBe('No file matches “gazebo”.');
    await page.context().close();

    // A list that fails says so, rather than loading for ever or showing an empty project.
    const { page: failing } = await openPage('', { width: 1280, height: 900 });
    await failing.route('**/__studio/api/files', (route) =>
      route.fulfill({ status: 503, json: { error: 'The studio is starting' } }),
    );
    await failing.goto(`${studio.base}/studio`);
    await expect
      .poll(() => failing.getByText(/^Could not list the files/).textContent())
      .toBe('Could not list the files: The studio is starting. Reload the page to try again.');
    expect(await failing.getByText('Loading the files…').count()).toBe(0);
    await failing.context().close();
  }, 60_000);

  it('keeps the unsaved edit and the preview when the window narrows to a phone’s and widens again', async () => {
    const page = await openStudio('?file=pages/pricing.yaml');
    const heading = (name: RegExp) =>
      preview(page).getByRole('heading', { name, level: 1 }).count();
    await expect.poll(() => heading(/^Simple, transparent pricing/)).toBe(1);
    await cursorAtEndOf(page, 'title: Simple, transparent pricing');
    await page.keyboard.type(' today');
    await expect.poll(() => heading(/pricing today/)).toBe(1);
    // The panes stack below 900 px and sit side by side again above: nothing typed is lost.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => page.locator('.cm-line', { hasText: 'transparent pricing today' }).count())
        .toBe(1);
      // A phone shows one pane at a time: the preview is its tab's.
      if (width === 375) await showPane(page, 'Preview');
      await expect.poll(() => heading(/pricing today/)).toBe(1);
    }
    expect(await page.getByText('(unsaved)').count()).toBe(1);
    await page.context().close();
  }, 60_000);

  it('keeps every toolbar button on screen at a phone’s width, a page open', async () => {
    const page = await openStudio('?file=pages/pricing.yaml', 375);
    const toolbar = page.getByRole('banner', { name: 'Studio' }).getByRole('button');
    await page.getByRole('button', { name: 'Delete page' }).waitFor();
    const boxes = await toolbar.evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return { name: button.textContent, left: box.left, right: box.right };
      }),
    );
    expect(boxes.map((box) => box.name)).toContain('Save');
    for (const box of boxes) expect(box.left >= 0 && box.right <= 375, box.name ?? '').toBe(true);
    await page.context().close();
  }, 60_000);
});
