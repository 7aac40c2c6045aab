/**
 * The focal-point picker, in Chromium, against Vite's dev server on a copy of the project: in the
 * hero's image dialog the author sets the point with the keyboard (the labelled sliders) and with
 * the mouse (a click on the picture); the 16:9, 1:1 and 4:5 previews follow, each showing the
 * very pixels the build's crop (focal-crop.ts, as build-images.ts cuts it) keeps; Reset centres
 * them again; once saved the page's YAML holds `focus: [x, y]`, the code editor completes
 * `src: me` with the uploaded picture's name, and on a phone (375 px) the dialog opens on the
 * kept point and fits the screen.
 *
 * FOCUS_SCREENSHOTS=<folder> also writes the dialog's screenshots there, to look at.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioServer, type StudioServer } from '../../src/cli/bench/studio-copy-server.ts';
import { focalCrop } from '../../src/media/focal-crop.ts';
import { testPhotoJpeg } from '../../src/media/test-photo.ts';
import { openPage, setupBrowser } from './harness.ts';
import { openNewHeroImageDialog, showPane } from './studio-steps.ts';

setupBrowser();

let studio: StudioServer;
const PHOTO = { width: 1600, height: 1000 };
let photo: Buffer;

beforeAll(async () => {
  [studio, photo] = await Promise.all([startStudioServer(), testPhotoJpeg({ ...PHOTO, seed: 23 })]);
}, 120_000);

afterAll(async () => {
  await studio?.close();
});

const ASPECTS = { '16:9': 16 / 9, '1:1': 1, '4:5': 4 / 5 } as const;
type AspectName = keyof typeof ASPECTS;

const previewOf = (dialog: Locator, name: AspectName) =>
  dialog.getByRole('img', { name: `Crop at ${name}` });

const positions = (dialog: Locator) =>
  Promise.all(
    (Object.keys(ASPECTS) as AspectName[]).map((name) =>
      previewOf(dialog, name).evaluate((img: HTMLImageElement) => img.style.objectPosition),
    ),
  );

/** Mean difference per channel (0..255) between two RGB pictures of the same size. */
function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/**
 * How far the preview on screen is from the build's crop around `focus`, and from a crop around
 * `other`: the build's crop is cut from the photo with sharp as build-images.ts cuts it, shrunk
 * to the preview's size on screen.
 */
async function previewAgainstBuild(
  preview: Locator,
  aspect: number,
  focus: [number, number],
  other: [number, number],
) {
  // The inner part of the preview: its rounded corners are the page's background.
  const shot = await preview.screenshot({ animations: 'disabled' });
  const meta = await sharp(shot).metadata();
  const inset = 6;
  const size = { width: meta.width! - 2 * inset, height: meta.height! - 2 * inset };
  const pixels = (input: Buffer) =>
    sharp(input)
      .removeAlpha()
      .extract({ left: inset, top: inset, ...size })
      .raw()
      .toBuffer();
  const onScreen = await pixels(shot);
  const cropped = async (at: [number, number]) =>
    pixels(
      await sharp(photo)
        .extract(focalCrop(PHOTO.width, PHOTO.height, aspect, at))
        .resize(meta.width!, meta.height!, { fit: 'fill' })
        .png()
        .toBuffer(),
    );
  return {
    toFocus: meanDifference(onScreen, await cropped(focus)),
    toOther: meanDifference(onScreen, await cropped(other)),
  };
}

/** Nothing in the dialog is wider than the dialog (no sideways scrolling). */
const fitsAcross = (dialog: Locator) =>
  dialog.evaluate((element) => element.scrollWidth <= element.clientWidth);

async function screenshot(page: Page, name: string) {
  const folder = process.env.FOCUS_SCREENSHOTS;
  if (folder) await page.screenshot({ path: join(folder, name) });
}

describe('the focal-point picker', () => {
  it('sets the point by keyboard and mouse, previews the build’s crops, and saves focus', async () => {
    const { page } = await openPage('', { width: 1280, height: 900 });
    await page.goto(`${studio.base}/studio`);
    const { dialog } = await openNewHeroImageDialog(page, '/our-roofs', 'Our roofs');
    // No picture, no picker.
    expect(await dialog.getByRole('group', { name: 'Focal point' }).count()).toBe(0);

    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload image' }).click();
    await (await chooser).setFiles({ name: 'Roof.jpg', mimeType: 'image/jpeg', buffer: photo });
    const picker = dialog.getByRole('group', { name: 'Focal point' });
    await expect.poll(() => picker.count()).toBe(1);
    const alt = 'A finished slate roof on a brick house';
    await dialog.getByRole('textbox', { name: 'Alt text' }).fill(alt);
    await expect
      .poll(() => previewOf(dialog, '1:1').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(PHOTO.width);
    expect(await positions(dialog)).toEqual(['50% 50%', '50% 50%', '50% 50%']);
    // Asked for less motion (openPage's default): the previews jump, they do not glide.
    expect(
      await previewOf(dialog, '1:1').evaluate((img) => getComputedStyle(img).transitionDuration),
    ).toBe('0s');

    // Keyboard: Home puts the point at the left edge, then ten steps right.
    const across = picker.getByRole('slider', { name: 'Focal point across' });
    const down = picker.getByRole('slider', { name: 'Focal point down' });
    await across.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
    expect(await across.getAttribute('aria-valuetext')).toBe('10% from the left');
    await down.focus();
    await page.keyboard.press('End');
    expect(await down.getAttribute('aria-valuetext')).toBe('100% from the top');
    // A 1600×1000 photo overflows a 16:9 box at top and bottom only, the others at the sides.
    const byKeyboard = await positions(dialog);
    expect(byKeyboard[0]).toBe('50% 100%');
    expect(byKeyboard[1]).not.toBe('50% 50%');
    expect(byKeyboard[2]).not.toBe('50% 50%');
    expect(byKeyboard[1]).toMatch(/^0% /);
    for (const name of ['1:1', '4:5'] as const) {
      const { toFocus, toOther } = await previewAgainstBuild(
        previewOf(dialog, name),
        ASPECTS[name],
        [0.1, 1],
        [0.9, 0],
      );
      expect(toFocus, name).toBeLessThan(toOther / 2);
    }

    // Mouse: a click at 80% across and 25% down the picture.
    const surface = picker.getByRole('img', { name: /click the point to keep in view/ });
    const box = (await surface.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.25);
    const clicked: [number, number] = [
      Number(await across.inputValue()),
      Number(await down.inputValue()),
    ];
    expect(clicked[0]).toBeCloseTo(0.8, 1);
    expect(clicked[1]).toBeCloseTo(0.25, 1);
    const byMouse = await positions(dialog);
    for (let i = 0; i < 3; i++) expect(byMouse[i]).not.toBe(byKeyboard[i]);
    for (const name of Object.keys(ASPECTS) as AspectName[]) {
      const { toFocus, toOther } = await previewAgainstBuild(
        previewOf(dialog, name),
        ASPECTS[name],
        clicked,
        [0.5, 0.5],
      );
      // The 16:9 crop of this photo moves only a little up from the centre: a smaller margin.
      expect(toFocus, name).toBeLessThan(name === '16:9' ? toOther : toOther / 2);
    }

    // The dialog with the picker passes axe's checks and fits a wide screen.
    const audit = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
    expect(await fitsAcross(dialog)).toBe(true);
    await screenshot(page, 'focal-point-1280.png');

    // Reset centres every crop again; a second click sets the point that is kept.
    await picker.getByRole('button', { name: 'Reset focal point' }).click();
    expect(await positions(dialog)).toEqual(['50% 50%', '50% 50%', '50% 50%']);
    expect(await across.getAttribute('aria-valuetext')).toBe('50% from the left');
    const again = (await surface.boundingBox())!;
    await page.mouse.click(again.x + again.width * 0.3, again.y + again.height * 0.7);
    const kept = [Number(await across.inputValue()), Number(await down.inputValue())];
    expect(kept[0]).toBeCloseTo(0.3, 1);
    expect(kept[1]).toBeCloseTo(0.7, 1);

    await dialog.getByRole('button', { name: 'Use this picture' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Image' }).count()).toBe(0);
    await expect.poll(() => page.getByText(/^(No problems|0 errors)/).count()).toBe(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Saved pages/our-roofs.yaml');
    const saved = readFileSync(join(studio.project.root, 'pages/our-roofs.yaml'), 'utf8');
    expect(saved).toContain(`focus: [${kept[0]}, ${kept[1]}]`);
    expect(saved).toContain(`alt: ${alt}`);
    const src = /src: (media\/roof-[0-9a-f]{12}\.jpg)/.exec(saved)?.[1];
    expect(src).toBeDefined();

    // The code editor offers the uploaded picture after `src: me`.
    await page.getByRole('button', { name: 'YAML view' }).click();
    await page.getByRole('textbox', { name: /^YAML source of / }).click();
    await page.keyboard.press('Control+f');
    const find = page.getByRole('textbox', { name: 'Find' });
    await find.pressSequentially(`alt: ${alt}`);
    await find.press('Enter');
    await page.keyboard.press('Escape');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('src: me');
    const completions = page.getByRole('listbox').filter({ has: page.getByRole('option') });
    await expect
      .poll(() => completions.getByRole('option').allTextContents())
      .toContainEqual(expect.stringContaining(src!));
    await page.keyboard.press('Escape');
    await page.context().close();

    // On a phone, the saved page's dialog opens on the kept point and fits the screen.
    const phone = (await openPage('', { width: 375, height: 812 })).page;
    await phone.goto(`${studio.base}/studio?file=pages/our-roofs.yaml`);
    await phone.getByRole('button', { name: 'Form view' }).click();
    await showPane(phone, 'Preview');
    const phoneFrame = phone.getByTitle('Page preview').contentFrame();
    await phoneFrame.getByRole('heading', { name: 'Our roofs', level: 1 }).click();
    await phone
      .getByRole('form', { name: 'Fields of the hero block' })
      .getByRole('button', { name: 'Image: change picture' })
      .click();
    const phoneDialog = phone.getByRole('dialog', { name: 'Image' });
    const phonePicker = phoneDialog.getByRole('group', { name: 'Focal point' });
    expect(
      await phonePicker
        .getByRole('slider', { name: 'Focal point across' })
        .getAttribute('aria-valuetext'),
    ).toBe(`${Math.round(kept[0]! * 100)}% from the left`);
    await expect
      .poll(() =>
        previewOf(phoneDialog, '4:5').evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(PHOTO.width);
    expect(await fitsAcross(phoneDialog)).toBe(true);
    await phonePicker.scrollIntoViewIfNeeded();
    await screenshot(phone, 'focal-point-375.png');
    await phone.context().close();
  }, 120_000);
});
