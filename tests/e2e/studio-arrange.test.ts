/**
 * Arranging a page's blocks in the studio as a person does, by role and label: the page opens
 * as a form with its blocks listed; a block moves by keyboard, by drag and by its buttons; "+"
 * inserts a block at its place; duplicate and remove. The saved YAML and the preview follow,
 * the address keeps the file and the view, and at 375 px the panes are tabs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioServer, type StudioServer } from '../../src/cli/bench/studio-copy-server.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';
import { AxeBuilder } from '@axe-core/playwright';

setupBrowser();

let studio: StudioServer;

beforeAll(async () => {
  studio = await startStudioServer();
}, 120_000);

afterAll(async () => {
  await studio?.close();
});

const outline = (page: Page) => page.getByRole('region', { name: 'Blocks of the page' });
/** The block types of the saved page, in order. */
const savedTypes = () =>
  (
    parse(readFileSync(join(studio.project.root, 'pages/pricing.yaml'), 'utf8')) as {
      blocks: { type: string }[];
    }
  ).blocks.map((block) => block.type);
const previewHeadings = (page: Page) =>
  page
    .getByTitle('Page preview')
    .contentFrame()
    .getByRole('heading', { level: 2 })
    .allTextContents();

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // A new block's example text is a warning of the content review: saved all the same.
  const anyway = page.getByRole('dialog').getByRole('button', { name: /^Save/ });
  await anyway.click({ timeout: 2000 }).catch(() => undefined);
  await expect
    .poll(() => page.getByRole('status').first().textContent())
    .toContain('Saved pages/pricing.yaml');
}

/** Waits until `locator` stands in the same place twice in a row (an animation has ended). */
async function stillAt(locator: Locator) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await locator.boundingBox());
        const still = now === last;
        last = now;
        return still;
      },
      { interval: 150 },
    )
    .toBe(true);
}

async function noAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('arranging the blocks of a page', () => {
  it('moves blocks by keyboard, drag and buttons, inserts, duplicates and removes', async () => {
    const { page } = await openPage('', { width: 1280, height: 800 });
    await page.goto(`${studio.base}/studio/pages/pricing`, { timeout: 90_000 });
    // Form first: a person who never chose sees the form, with the page's blocks in words.
    await expect.poll(() => outline(page).count(), { timeout: 60_000 }).toBe(1);
    expect(await page.getByRole('button', { name: 'Form view', pressed: true }).count()).toBe(1);
    expect(page.url()).toContain('/studio/pages/pricing?view=form');
    const first = await savedTypes();
    expect(first.slice(0, 2)).toEqual(['hero', 'pricing']);
    // The palette shows without scrolling at 1280×800.
    const insert = await page.getByRole('button', { name: 'Insert block' }).boundingBox();
    expect(insert!.y + insert!.height).toBeLessThan(800);
    await noAxeViolations(page);
    await walkShot(page, 'form-first-outline');

    // By keyboard: the handle of "Pricing plans", Space, arrow down, Space.
    const plans = 'Pick the plan that fits your crew today';
    await page.getByRole('button', { name: `Drag ${plans} to another place` }).focus();
    const liveRegion = page.locator('[id^="DndLiveRegion"]').first();
    await page.keyboard.press('Space');
    // Picked up, and at once over its own place.
    await expect.poll(() => liveRegion.textContent()).toMatch(/Picked up|is over position 2/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => liveRegion.textContent()).toContain('is over position 3');
    await page.keyboard.press('Space');
    await expect
      .poll(() => liveRegion.textContent())
      .toMatch(new RegExp(`Moved ${plans} to position 3 of ${first.length}`));
    await save(page);
    const afterKeys = [...first];
    afterKeys.splice(2, 0, ...afterKeys.splice(1, 1));
    expect(await savedTypes()).toEqual(afterKeys);
    // The preview follows: the plans' heading is now after the features'.
    await expect
      .poll(async () => {
        const headings = await previewHeadings(page);
        return headings.indexOf(plans) > headings.indexOf('The foundation comes standard');
      })
      .toBe(true);

    // By the button: back up again, said in words.
    await page.getByRole('button', { name: `Move up ${plans}` }).click();
    await expect
      .poll(() => outline(page).locator('p[role="status"]').textContent())
      .toBe(`Moved ${plans} to position 2 of ${first.length}.`);

    // By drag: the last block (the call to action) onto the first.
    const handle = page.getByRole('button', { name: /^Drag Not sure which plan fits/ });
    const target = page.getByRole('button', { name: /^Drag Simple, transparent pricing/ });
    // The move before slides the cards (framer-motion): measured once they are still.
    await stillAt(target);
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) {
      const y = from.y + ((to.y - 10 - from.y) * step) / 12;
      await page.mouse.move(from.x + from.width / 2, y);
    }
    await page.mouse.up();
    // Dropped: the card is first in the outline before the page is saved.
    await expect
      .poll(() =>
        outline(page)
          .getByRole('button', { name: /^Drag / })
          .first()
          .getAttribute('aria-label'),
      )
      .toMatch(/^Drag Not sure which plan fits/);
    await save(page);
    expect((await savedTypes())[0]).toBe('cta');

    // "+" before the plans inserts a block there, from the palette.
    await page.getByRole('button', { name: `Add a block before ${plans}` }).click();
    const chooser = outline(page);
    await chooser.getByLabel('Block to insert').selectOption({ label: 'Questions and answers' });
    await walkShot(page, 'insert-a-block-here');
    await chooser.getByRole('button', { name: 'Insert here' }).click();
    await save(page);
    const types = await savedTypes();
    expect(types[types.indexOf('pricing') - 1]).toBe('faq');
    expect(types.length).toBe(first.length + 1);
    await walkShot(page, 'block-inserted');

    // Duplicate, then remove the copy: back to the same blocks.
    await page.getByRole('button', { name: `Duplicate ${plans}` }).click();
    await save(page);
    expect((await savedTypes()).filter((type) => type === 'pricing')).toHaveLength(2);
    await page
      .getByRole('button', { name: `Remove ${plans}` })
      .first()
      .click();
    await save(page);
    expect(await savedTypes()).toEqual(types);
    await page.context().close();
  }, 180_000);
});

describe('undoing arrangements', () => {
  it('undoes and redoes a block moved by keyboard, by its button, and removed, one step each', async () => {
    const { page } = await openPage('', { width: 1280, height: 800 });
    await page.goto(`${studio.base}/studio/pages/about`, { timeout: 90_000 });
    await expect.poll(() => outline(page).count(), { timeout: 60_000 }).toBe(1);
    const order = () =>
      outline(page)
        .getByRole('button', { name: /^Drag / })
        .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label')));
    const first = await order();
    expect(first.length).toBeGreaterThan(3);
    const nameOf = (label: string | null) => label!.replace(/^Drag (.*) to another place$/, '$1');
    const second = nameOf(first[1]!);
    const undo = page.getByRole('button', { name: 'Undo' });
    const redo = page.getByRole('button', { name: 'Redo' });
    expect(await undo.isDisabled()).toBe(true);

    // By keyboard: the second block one place down, then Undo and Redo.
    await page.getByRole('button', { name: `Drag ${second} to another place` }).focus();
    // Each key once dnd-kit has said the step before (it listens from the pick-up on).
    const liveRegion = page.locator('[id^="DndLiveRegion"]').first();
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegion.textContent()).toMatch(/Picked up|is over position 2/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => liveRegion.textContent()).toContain('is over position 3');
    await page.keyboard.press('Space');
    const moved = [first[0], first[2], first[1], ...first.slice(3)];
    await expect.poll(order).toEqual(moved);
    await undo.click();
    await expect.poll(order).toEqual(first);
    await redo.click();
    await expect.poll(order).toEqual(moved);

    // By its button, back up: Ctrl+Z and Ctrl+Shift+Z take it too.
    await page.getByRole('button', { name: `Move up ${second}` }).click();
    await expect.poll(order).toEqual(first);
    await page.keyboard.press('Control+z');
    await expect.poll(order).toEqual(moved);
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(order).toEqual(first);

    // Removed, then brought back by Undo, and removed again by Redo.
    await page.getByRole('button', { name: `Remove ${second}` }).click();
    const removed = first.filter((_, index) => index !== 1);
    await expect.poll(order).toEqual(removed);
    await undo.click();
    await expect.poll(order).toEqual(first);
    await redo.click();
    await expect.poll(order).toEqual(removed);
    // Back to the page as opened: nothing to save.
    for (let step = 0; step < 3; step++) await undo.click();
    await expect.poll(order).toEqual(first);
    expect(await undo.isDisabled()).toBe(true);
    expect(await page.getByLabel('Open file').textContent()).toBe('pages/about.yaml');
    await page.context().close();
  }, 120_000);
});

describe('the split block', () => {
  it('has a form that fits its panel', async () => {
    const { page } = await openPage('', { width: 1280, height: 800 });
    await page.goto(`${studio.base}/studio/pages/client-onboarding`, { timeout: 90_000 });
    await expect.poll(() => outline(page).count(), { timeout: 60_000 }).toBe(1);
    await outline(page)
      .getByRole('button', { name: /Text and picture/ })
      .first()
      .click();
    const form = page.getByRole('form', { name: 'Fields of the split block' });
    await form.waitFor();
    const panel = (await page.getByRole('region', { name: 'Source' }).boundingBox())!;
    // Nothing of the form reaches past its panel, and nothing in it scrolls sideways.
    for (const control of await form.locator('input, select, textarea, button, label').all()) {
      const box = await control.boundingBox();
      const what = await control.evaluate((element) => element.outerHTML.slice(0, 160));
      if (box) expect(box.x + box.width, what).toBeLessThanOrEqual(panel.x + panel.width + 1);
    }
    expect(await form.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.context().close();
  }, 120_000);
});

describe('the address holds the file and the view', () => {
  it('reloads on the same file and view, remembers the view, and says an unknown address', async () => {
    const { page } = await openPage('', { width: 1280, height: 800 });
    await page.goto(`${studio.base}/studio/pages/pricing`, { timeout: 90_000 });
    await expect.poll(() => outline(page).count(), { timeout: 60_000 }).toBe(1);
    await page.getByRole('button', { name: 'YAML view' }).click();
    await expect.poll(() => page.url()).toContain('/studio/pages/pricing?view=yaml');
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Open file').textContent(), { timeout: 30_000 })
      .toContain('pages/pricing.yaml');
    expect(await page.getByRole('button', { name: 'YAML view', pressed: true }).count()).toBe(1);
    // The choice is the person's: a link without a view opens the YAML they chose.
    await page.goto(`${studio.base}/studio/forms/contact`);
    await expect
      .poll(() => page.getByLabel('Open file').textContent(), { timeout: 30_000 })
      .toContain('forms/contact.yaml');
    await page.goto(`${studio.base}/studio/site`);
    await expect
      .poll(() => page.getByLabel('Open file').textContent(), { timeout: 30_000 })
      .toContain('pages/_site.yaml');
    expect(page.url()).toContain('/studio/site?view=yaml');
    await page.goto(`${studio.base}/studio/nothing/here`);
    await expect
      .poll(() => page.getByRole('status').first().textContent(), { timeout: 30_000 })
      .toContain('names no page, form or settings of the studio');
    await page.context().close();
  }, 120_000);
});

describe('a phone', () => {
  it('shows one pane at a time, chosen by tabs', async () => {
    const { page } = await openPage('', { width: 375, height: 800 });
    await page.goto(`${studio.base}/studio/pages/pricing`, { timeout: 90_000 });
    const tabs = page.getByRole('tablist', { name: 'Studio panes' });
    await expect.poll(() => tabs.getByRole('tab').count(), { timeout: 60_000 }).toBe(3);
    expect(await tabs.getByRole('tab', { name: 'Edit', selected: true }).count()).toBe(1);
    await expect.poll(() => outline(page).isVisible()).toBe(true);
    expect(await page.getByTitle('Page preview').isVisible()).toBe(false);
    await noAxeViolations(page);
    await tabs.getByRole('tab', { name: 'Edit' }).press('ArrowRight');
    expect(await tabs.getByRole('tab', { name: 'Preview', selected: true }).count()).toBe(1);
    // The tab is chosen at once; the panes follow at React's next render.
    await expect.poll(() => page.getByTitle('Page preview').isVisible()).toBe(true);
    await expect.poll(() => outline(page).isVisible()).toBe(false);
    const frame = (await page.getByTitle('Page preview').boundingBox())!;
    expect(frame.height).toBeGreaterThan(500);
    await noAxeViolations(page);
    await walkShot(page, 'phone-preview-tab');
    await page.context().close();
  }, 120_000);
});
