/**
 * A photo added in the studio, in Chromium, against Vite's dev server on a copy of the project:
 * the hero's image field uploads it by the file picker (a PNG named .jpg is refused first with
 * the server's message, and nothing changes), takes its alt text in the same dialog, and once
 * saved the page's YAML names it and the preview shows it with that alt text.
 */
import AxeBuilder from '@axe-core/playwright';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioServer, type StudioServer } from '../../src/cli/bench/studio-copy-server.ts';
import { cleanUpload } from '../../src/media/clean-upload.ts';
import { testPhotoJpeg } from '../../src/media/test-photo.ts';
import { openPage, setupBrowser } from './harness.ts';
import { openNewHeroImageDialog } from './studio-steps.ts';

setupBrowser();

let studio: StudioServer;
const inProject = (path: string) => join(studio.project.root, path);
const mediaFiles = () => (existsSync(inProject('media')) ? readdirSync(inProject('media')) : []);

beforeAll(async () => {
  studio = await startStudioServer();
}, 120_000);

afterAll(async () => {
  await studio?.close();
});

/** Chooses `file` in the dialog's file picker, as the author would after clicking the button. */
async function pick(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('dialog', { name: 'Image' })
    .getByRole('button', { name: 'Upload image' })
    .click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

describe('uploading a photo in the studio', () => {
  it('uploads a photo into the hero with its alt text, saves, and shows it in the preview', async () => {
    const { page } = await openPage('', { width: 1280, height: 900 });
    await page.goto(`${studio.base}/studio`);
    const { frame, dialog } = await openNewHeroImageDialog(page, '/our-crew', 'Our crew');
    expect(await dialog.getByRole('switch', { name: 'Decorative (no alt text)' }).count()).toBe(1);

    // Refused: a PNG named .jpg. The server's message names both; nothing is written.
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#2a6' },
    })
      .png()
      .toBuffer();
    await pick(page, 'logo.jpg', 'image/jpeg', png);
    const alert = dialog.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/PNG.*\.jpg|\.jpg.*PNG/);
    expect(mediaFiles()).toEqual([]);
    expect(await dialog.getByRole('button', { name: 'Use this picture' }).isDisabled()).toBe(true);

    const photo = await testPhotoJpeg({ width: 1600, height: 1000, seed: 11 });
    await pick(page, 'Crew on roof.jpg', 'image/jpeg', photo);
    await expect.poll(() => mediaFiles()).toHaveLength(1);
    const [stored] = mediaFiles();
    expect(stored).toMatch(/^crew-on-roof-[0-9a-f]{12}\.jpg$/);
    // Stored as the upload check cleaned it (no metadata: src/media/clean-upload.ts).
    const cleaned = await cleanUpload(photo, 'jpeg', 'Crew on roof.jpg');
    expect(cleaned.ok && readFileSync(inProject(`media/${stored}`)).equals(cleaned.bytes)).toBe(
      true,
    );
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(0);

    const alt = 'Two roofers laying shingles on a ranch house';
    await dialog.getByRole('textbox', { name: 'Alt text' }).fill(alt);
    // The dialog (picture, upload button, alt text, switch) passes axe's checks.
    const audit = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
    await dialog.getByRole('button', { name: 'Use this picture' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Image' }).count()).toBe(0);

    await expect.poll(() => page.getByText(/^(No problems|0 errors)/).count()).toBe(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Saved pages/our-crew.yaml');
    const saved = readFileSync(inProject('pages/our-crew.yaml'), 'utf8');
    expect(saved).toContain(`src: media/${stored}`);
    expect(saved).toContain(`alt: ${alt}`);

    const picture = frame.getByRole('img', { name: alt });
    await expect.poll(() => picture.count()).toBe(1);
    expect(await picture.getAttribute('src')).toBe(`/media/${stored}`);
    // Loaded, not a broken image: the dev server serves the original from media/.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1600);

    // Another photo in its place: the old alt text would describe the wrong picture, so it is
    // emptied and asked for anew, with the focus on it.
    const hero = page.getByRole('form', { name: 'Fields of the hero block' });
    await hero.getByRole('button', { name: 'Image: change picture' }).click();
    const again = page.getByRole('dialog', { name: 'Image' });
    expect(await again.getByRole('textbox', { name: 'Alt text' }).inputValue()).toBe(alt);
    const other = await testPhotoJpeg({ width: 1200, height: 900, seed: 12 });
    await pick(page, 'Kitchen.jpg', 'image/jpeg', other);
    const altBox = again.getByRole('textbox', { name: 'Alt text' });
    await expect.poll(() => altBox.inputValue()).toBe('');
    await expect
      .poll(() => again.getByRole('alert').textContent())
      .toContain('A new picture: describe it here');
    expect(await altBox.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await again.getByRole('button', { name: 'Use this picture' }).isDisabled()).toBe(true);
    await page.context().close();
  }, 90_000);
});
