/**
 * Typing on the page, in Chromium, against Vite's dev server on a copy of the project: a new hero
 * title typed in the preview reaches the form and the YAML, and once saved `git diff` shows one
 * changed line; the Growth plan's price typed on the pricing page edits `monthlyFee`; Escape puts
 * the text back; each kind of edit (on the page, in the form, in the YAML) is undone and redone
 * by the studio's one history; the field's limit is said where one types; the markers move
 * nothing; axe finds nothing at 1280 and 375 px with editing on. The built site (dist/) holds no
 * marker, in its HTML or its scripts.
 *
 * The site settings typed on the page and not saved are kept as any unsaved edit: on another
 * page, across a reload, and offered in the site settings' own editor.
 *
 * E2E_SHOTS=<folder> also writes screenshots of the page being edited there (`npm run
 * walk:studio`).
 */
import AxeBuilder from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioServer, type StudioServer } from '../../src/cli/bench/studio-copy-server.ts';
import { openPage, setupBrowser } from './harness.ts';
import { preview, showPane, yamlLine } from './studio-steps.ts';
import { walkShot } from './walk-shots.ts';

setupBrowser();

let studio: StudioServer;
const onDisk = (path: string) => readFileSync(join(studio.project.root, path), 'utf8');

beforeAll(async () => {
  studio = await startStudioServer();
}, 120_000);

afterAll(async () => {
  await studio?.close();
});

async function openStudio(query: string, width = 1280) {
  const { page } = await openPage('', { width, height: 900 });
  // The first visit pays for the dev server's first transforms, slow on a busy machine.
  await page.goto(`${studio.base}/studio${query}`, { timeout: 120_000 });
  return page;
}

const previewFrame = (page: Page): Frame =>
  page.frames().find((frame) => frame.url().includes('/studio/preview'))!;

async function shoot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, name) });
}

/** The lines that differ between two texts, as `git diff --no-index` counts them. */
function gitDiffLines(before: string, after: string) {
  const folder = join(studio.project.root, '..');
  const [a, b] = [join(folder, 'on-page-before.yaml'), join(folder, 'on-page-after.yaml')];
  writeFileSync(a, before);
  writeFileSync(b, after);
  const diff = spawnSync('git', ['diff', '--no-index', '--numstat', '--', a, b], {
    encoding: 'utf8',
  });
  const [added, removed] = diff.stdout.trim().split('\t');
  return { added: Number(added), removed: Number(removed) };
}

describe('typing on the page', () => {
  it('types a new hero title on the page: form, YAML and a one-line diff follow; undo and redo it', async () => {
    const before = onDisk('pages/index.yaml');
    const page = await openStudio('?file=pages/index.yaml&view=form');
    const frame = preview(page);
    const oldTitle = 'Turn your trade business into a';
    await frame.getByText(oldTitle, { exact: true }).click();
    const title = frame.getByRole('textbox', { name: 'Title' });
    await expect.poll(() => title.count()).toBe(1);
    // The limit is said where one types, tied to the text as its description.
    await expect
      .poll(() => title.evaluate((element) => element.getAttribute('aria-describedby')))
      .toBe('studio-field-hint');
    expect(await frame.locator('#studio-field-hint').textContent()).toBe(
      'Required. One line: Enter to finish',
    );
    await shoot(page, 'on-page-1280-focused.png');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Roofs that book themselves,');
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Fields of the hero block' });
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('Roofs that book themselves,');
    await expect
      .poll(() => yamlLine(page, '    title: Roofs that book themselves,').count())
      .toBe(1);
    // Enter ended the edit: the text is no longer a textbox.
    await expect.poll(() => title.count()).toBe(0);
    await walkShot(page, 'hero-title-typed-on-page');

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => yamlLine(page, `    title: ${oldTitle}`).count()).toBe(1);
    await expect.poll(() => frame.getByText(oldTitle, { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect
      .poll(() => yamlLine(page, '    title: Roofs that book themselves,').count())
      .toBe(1);
    await expect
      .poll(() => frame.getByText('Roofs that book themselves,', { exact: true }).count())
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Redo' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Saved pages/index.yaml');
    const after = onDisk('pages/index.yaml');
    expect(gitDiffLines(before, after)).toEqual({ added: 1, removed: 1 });
    expect(after).toBe(
      before.replace(`title: ${oldTitle}\n`, 'title: Roofs that book themselves,\n'),
    );
    await page.context().close();
  }, 120_000);

  it('changes the Growth plan’s price on the page, and Escape puts a text back', async () => {
    const page = await openStudio('?file=pages/pricing.yaml');
    const frame = preview(page);
    const growth = frame
      .getByRole('listitem')
      .filter({ has: frame.getByRole('heading', { name: 'Growth' }) });
    await growth.getByText('$797', { exact: true }).click();
    const fee = frame.getByRole('textbox', { name: 'Monthly fee' });
    await expect.poll(() => fee.count()).toBe(1);
    // The price is typed as the value it is computed from.
    expect(await fee.textContent()).toBe('797');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('849');
    await expect.poll(() => yamlLine(page, '        monthlyFee: 849').count()).toBe(1);
    await page.keyboard.press('Tab'); // on to the next text of the page
    await expect.poll(() => growth.getByText('$849', { exact: true }).count()).toBe(1);
    expect(await fee.count()).toBe(0);

    await growth.getByText('For shops running two to five crews', { exact: true }).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('For anyone');
    await expect.poll(() => yamlLine(page, '        subtitle: For anyone').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => yamlLine(page, '        subtitle: For shops running two to five crews').count())
      .toBe(1);
    await expect
      .poll(() => growth.getByText('For shops running two to five crews', { exact: true }).count())
      .toBe(1);
    await page.context().close();
  }, 120_000);

  it('types the header’s button label on the page: the site settings change, saved beside the page, and undo puts it back', async () => {
    const siteBefore = onDisk('pages/_site.yaml');
    const pricingBefore = onDisk('pages/pricing.yaml');
    const page = await openStudio('?file=pages/pricing.yaml');
    const header = preview(page).getByRole('banner');
    // The header's button (the phone menu's, hidden at this width, is not a role on screen).
    const label = (text: string) => header.getByRole('button', { name: text, exact: true });
    await label('Free Strategy Call').click();
    const field = preview(page).getByRole('textbox', { name: 'Label (site settings)' });
    await expect.poll(() => field.count()).toBe(1);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Book a Call');
    await page.keyboard.press('Enter');
    // Typing (a space, Enter) in the button's text is not pressing the button.
    expect(await preview(page).getByRole('dialog').count()).toBe(0);
    const alsoChanged = page.getByText('Also changed: Site settings');
    await expect.poll(() => alsoChanged.count()).toBe(1);
    await shoot(page, 'on-page-1280-site-settings.png');
    // The page's own YAML is untouched: the text is the site settings'.
    expect(await page.getByLabel('Open file').textContent()).toBe('pages/pricing.yaml');
    await expect.poll(() => label('Book a Call').count()).toBe(1);

    const undo = page.getByRole('button', { name: 'Undo' });
    await undo.click();
    await expect.poll(() => label('Free Strategy Call').count()).toBe(1);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => label('Book a Call').count()).toBe(1);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Saved pages/pricing.yaml');
    await expect.poll(() => alsoChanged.count()).toBe(0);
    const siteAfter = onDisk('pages/_site.yaml');
    expect(gitDiffLines(siteBefore, siteAfter)).toEqual({ added: 1, removed: 1 });
    expect(siteAfter).toBe(
      siteBefore.replace('    label: Free Strategy Call\n', '    label: Book a Call\n'),
    );
    expect(onDisk('pages/pricing.yaml')).toBe(pricingBefore);

    // Ctrl+Z after the save (the focus on the Save button) puts the label back, and saving
    // that restores the file as it was.
    await page.keyboard.press('Control+z');
    await expect.poll(() => label('Free Strategy Call').count()).toBe(1);
    await expect.poll(() => alsoChanged.count()).toBe(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => onDisk('pages/_site.yaml')).toBe(siteBefore);
    await page.context().close();
  }, 120_000);

  it('keeps the site settings typed on the page and not saved: on another page, across a reload, in their own editor', async () => {
    const siteBefore = onDisk('pages/_site.yaml');
    const page = await openStudio('?file=pages/pricing.yaml');
    const header = preview(page).getByRole('banner');
    const label = (text: string) => header.getByRole('button', { name: text, exact: true });
    await label('Free Strategy Call').click();
    const field = preview(page).getByRole('textbox', { name: 'Label (site settings)' });
    await expect.poll(() => field.count()).toBe(1);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Book a Call');
    await page.keyboard.press('Enter');
    const alsoChanged = page.getByText('Also changed: Site settings');
    await expect.poll(() => alsoChanged.count()).toBe(1);

    // Another page opened: its preview has the label as typed, still beside the open file.
    await page
      .getByRole('navigation', { name: 'Files' })
      .getByRole('button', { name: /^About/ })
      .first()
      .click();
    await expect.poll(() => page.getByLabel('Open file').textContent()).toBe('pages/about.yaml');
    await expect.poll(() => label('Book a Call').count()).toBe(1);
    expect(await alsoChanged.count()).toBe(1);

    // A reload finds it again, not saved; one Undo goes back to the settings as saved.
    await page.reload();
    await expect.poll(() => alsoChanged.count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => label('Book a Call').count()).toBe(1);
    expect(onDisk('pages/_site.yaml')).toBe(siteBefore);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => label('Free Strategy Call').count()).toBe(1);
    await expect.poll(() => alsoChanged.count()).toBe(0);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => label('Book a Call').count()).toBe(1);

    // The site settings opened in the editor: it offers what was typed, and saves it.
    await page
      .getByRole('navigation', { name: 'Files' })
      .getByRole('button', { name: /_site\.yaml|Site settings/ })
      .first()
      .click();
    const offer = page.getByRole('dialog', { name: 'Unsaved changes found' });
    await offer.getByRole('button', { name: 'Restore them' }).click();
    await page.getByRole('button', { name: 'YAML view' }).click();
    await expect.poll(() => yamlLine(page, '    label: Book a Call').count()).toBe(1);
    // The editor holds them now: not a second change beside it.
    expect(await alsoChanged.count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Saved pages/_site.yaml');
    const siteAfter = onDisk('pages/_site.yaml');
    expect(gitDiffLines(siteBefore, siteAfter)).toEqual({ added: 1, removed: 1 });
    writeFileSync(join(studio.project.root, 'pages/_site.yaml'), siteBefore);
    await page.context().close();
  }, 120_000);

  it('undoes and redoes a form edit and a YAML edit with the keys and the buttons', async () => {
    const page = await openStudio('?file=pages/pricing.yaml&view=form');
    const frame = preview(page);
    const undo = page.getByRole('button', { name: 'Undo' });
    expect(await undo.isDisabled()).toBe(true);
    // The form: the hero's intro, through its field.
    await frame
      .getByRole('heading', { name: /Simple, transparent pricing/ })
      .locator('xpath=..')
      .click({ position: { x: 2, y: 2 } });
    const form = page.getByRole('form', { name: 'Fields of the hero block' });
    const eyebrow = form.getByRole('textbox', { name: 'Eyebrow' });
    await eyebrow.fill('Plans and prices');
    await expect.poll(() => yamlLine(page, '    eyebrow: Plans and prices').count()).toBe(1);
    await undo.click();
    await expect.poll(() => yamlLine(page, '    eyebrow: Pricing').count()).toBe(1);
    await expect.poll(() => eyebrow.inputValue()).toBe('Pricing');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => eyebrow.inputValue()).toBe('Plans and prices');

    // The YAML: typed, then Ctrl+Z and Ctrl+Shift+Z in the editor take the studio's history.
    await page.getByRole('button', { name: 'YAML view' }).click();
    await yamlLine(page, '    highlight: that pays for itself').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' twice');
    await expect
      .poll(() => yamlLine(page, '    highlight: that pays for itself twice').count())
      .toBe(1);
    await page.keyboard.press('Control+z');
    await expect.poll(() => yamlLine(page, '    highlight: that pays for itself').count()).toBe(1);
    // One step took back the whole burst, not a letter; the eyebrow's edit is still there.
    expect(await yamlLine(page, '    eyebrow: Plans and prices').count()).toBe(1);
    await page.keyboard.press('Control+Shift+Z');
    await expect
      .poll(() => yamlLine(page, '    highlight: that pays for itself twice').count())
      .toBe(1);
    await expect
      .poll(() => frame.getByText('that pays for itself twice', { exact: true }).count())
      .toBe(1);
    // Ctrl+Z typed on the page goes to the same history.
    await frame.getByText('that pays for itself twice', { exact: true }).click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => yamlLine(page, '    highlight: that pays for itself').count()).toBe(1);
    await page.context().close();
  }, 120_000);

  it('marks the texts without moving anything, and passes axe at 1280 and 375 px with editing on', async () => {
    for (const width of [1280, 375]) {
      const page = await openStudio('?file=pages/pricing.yaml&view=form', width);
      const frame = preview(page);
      // On a phone the preview is a tab of its own.
      const showPreview = () => (width < 640 ? showPane(page, 'Preview') : Promise.resolve());
      await showPreview();
      await expect.poll(() => frame.locator('[data-studio-field]').count()).toBeGreaterThan(20);
      const measure = () =>
        previewFrame(page).evaluate(async () => {
          // A font that arrives late rewraps the page: measured once the fonts are in.
          await document.fonts.ready;
          return [...document.querySelectorAll('h1, h2, h3, p, li, a, button')].map((element) => {
            const box = element.getBoundingClientRect();
            return [box.x, box.y, box.width, box.height].map(Math.round).join(',');
          });
        });
      // The boxes once two readings a moment apart agree: on a loaded machine, images and
      // fonts still settle after the markers are counted.
      const boxes = async () => {
        let last = await measure();
        for (let tries = 0; tries < 20; tries++) {
          await new Promise((done) => setTimeout(done, 250));
          const now = await measure();
          if (now.join() === last.join()) return now;
          last = now;
        }
        return last;
      };
      const marked = await boxes();
      // Editing off (a reader's view): the same page without markers.
      await page.evaluate(() =>
        document
          .querySelector<HTMLIFrameElement>('iframe[title="Page preview"]')!
          .contentWindow!.postMessage({ type: 'editing', on: false }, window.location.origin),
      );
      await expect.poll(() => frame.locator('[data-studio-field]').count()).toBe(0);
      expect(await boxes()).toEqual(marked);
      await page.reload();
      await showPreview();
      await expect.poll(() => frame.locator('[data-studio-field]').count()).toBeGreaterThan(20);
      // The plan card's price, not the hero's picture of it (drawn from the card, no field).
      const growthFee = frame.locator('#pricing-plans').getByText('$797', { exact: true });
      await growthFee.hover();
      await shoot(page, `on-page-${width}-hover.png`);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      // The hint's words come from the studio (field-hint): a loaded machine takes a while. A
      // click that came while the preview was still being wired after the reload did nothing
      // once in a full run (55 s for this test, 22 s alone): clicked again, as a person would.
      const fee = frame.getByRole('textbox', { name: 'Monthly fee' });
      await growthFee.click();
      await expect
        .poll(
          async () => {
            const count = await fee.count();
            if (count === 0 && (await growthFee.count()) === 1) await growthFee.click();
            return count;
          },
          { timeout: 30_000, interval: 2000 },
        )
        .toBe(1);
      await shoot(page, `on-page-${width}-hint.png`);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.context().close();
    }
  }, 180_000);

  it('leaves no marker in the built site', () => {
    const dist = join(import.meta.dirname, '../../dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) =>
      /\.(html|js)$/.test(name),
    );
    expect(files.length).toBeGreaterThan(30);
    const marked = files.filter((name) =>
      readFileSync(join(dist, name), 'utf8').includes('data-studio'),
    );
    expect(marked).toEqual([]);
  });
});
