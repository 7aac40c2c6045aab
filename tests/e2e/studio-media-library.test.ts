/**
 * The media library in Chromium, against Vite's dev server on a copy of the project: opened
 * from the toolbar, it finds a photo by the alt text a page gives it, shows where it is used,
 * refuses to delete it with the server's message naming the use (nothing changes on disk),
 * replaces it by the file picker (the page then names the new file), opens the page at the
 * use's line, lets an image field's dialog choose a picture from it, and closes on Escape with
 * the focus back on the toolbar's button.
 */
import AxeBuilder from '@axe-core/playwright';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioServer, type StudioServer } from '../../src/cli/bench/studio-copy-server.ts';
import { testPhotoJpeg } from '../../src/media/test-photo.ts';
import { diskSnapshot } from '../support/disk-snapshot.ts';
import { openPage, setupBrowser } from './harness.ts';

setupBrowser();

let studio: StudioServer;
let crew: string;
const inProject = (path: string) => join(studio.project.root, path);
const ALT = 'Two roofers laying shingles on a ranch house';

const page = (picture: string) => `# yaml-language-server: $schema=../schemas/page.schema.json
title: Our crew
description: The people who fix your roof, and how they work on every house they touch.
blocks:
  - type: hero
    title: Our crew
    image:
      src: ${picture}
      alt: ${ALT}
`;

beforeAll(async () => {
  studio = await startStudioServer();
  const shell = await (await fetch(`${studio.base}/studio`)).text();
  const token = /<meta name="studio-token" content="([^"]+)"/.exec(shell)![1]!;
  const photo = await testPhotoJpeg({ width: 800, height: 500, seed: 41 });
  const uploaded = await fetch(`${studio.base}/__studio/api/media?name=Crew.jpg`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', 'x-studio-token': token },
    body: new Uint8Array(photo),
  });
  crew = ((await uploaded.json()) as { src: string }).src;
  writeFileSync(inProject('pages/our-crew.yaml'), page(crew));
}, 120_000);

afterAll(async () => {
  await studio?.close();
});

describe('the media library in the studio', () => {
  it('finds a photo by its alt text, shows its use, refuses to delete it, replaces it', async () => {
    const { page: tab } = await openPage('', { width: 1280, height: 900 });
    await tab.goto(`${studio.base}/studio`);
    await tab.getByRole('button', { name: 'Media library' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Media library' });
    const pictures = dialog.getByRole('list', { name: 'Pictures' });
    await expect.poll(() => pictures.getByRole('listitem').count()).toBeGreaterThan(10);
    // The search box has the focus as the dialog opens.
    expect(
      await dialog
        .getByRole('searchbox', { name: 'Search pictures' })
        .evaluate((box) => box === document.activeElement),
    ).toBe(true);

    await dialog.getByRole('searchbox', { name: 'Search pictures' }).fill('roofers ranch');
    const name = crew.split('/')[1]!;
    const entry = pictures.getByRole('listitem', { name: crew });
    await expect
      .poll(() => pictures.getByRole('listitem', { name: /^(media|\/)/ }).count())
      .toBe(1);
    expect(await entry.textContent()).toContain('JPEG · 800 × 500');
    const uses = entry.getByRole('list', { name: `Where ${name} is used` });
    expect(await uses.getByRole('link').allTextContents()).toEqual(['pages/our-crew.yaml, line 8']);

    const before = diskSnapshot(studio.project.root);
    await entry.getByRole('button', { name: `Delete ${name}` }).click();
    const alert = entry.getByRole('alert');
    await expect.poll(() => alert.count()).toBe(1);
    expect(await alert.textContent()).toContain('pages/our-crew.yaml:8:12 blocks[0].image');
    expect(diskSnapshot(studio.project.root)).toEqual(before);

    const audit = await new AxeBuilder({ page: tab }).include('dialog').analyze();
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);

    // Replace by the file picker: the page names the new file, the old one is gone.
    const chooser = tab.waitForEvent('filechooser');
    await entry.getByRole('button', { name: `Replace ${name}` }).click();
    const photo = await testPhotoJpeg({ width: 640, height: 400, seed: 42 });
    await (
      await chooser
    ).setFiles({ name: 'Crew 2025.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toMatch(/^Replaced media\/crew-\w+\.jpg with media\/crew-2025-\w+\.jpg in 1 page\./);
    const replacement = /with (media\/\S+\.jpg)/.exec(
      (await dialog.getByRole('status').textContent())!,
    )![1]!;
    expect(readFileSync(inProject('pages/our-crew.yaml'), 'utf8')).toBe(page(replacement));
    expect(existsSync(inProject(crew))).toBe(false);
    const replaced = pictures.getByRole('listitem', { name: replacement });
    await expect.poll(() => replaced.count()).toBe(1);
    expect(await replaced.textContent()).toContain('JPEG · 640 × 400');

    // The use opens the page with the cursor on its line.
    await replaced.getByRole('link', { name: 'pages/our-crew.yaml, line 8' }).click();
    await expect.poll(() => tab.getByRole('dialog', { name: 'Media library' }).count()).toBe(0);
    await expect.poll(() => tab.getByLabel('Open file').textContent()).toBe('pages/our-crew.yaml');
    await expect.poll(() => tab.getByText('Line 8, column 12').count()).toBe(1);

    // An image field's dialog picks a picture from the library.
    await tab.getByRole('button', { name: 'Form view' }).click();
    const hero = tab.getByRole('form', { name: 'Fields of the hero block' });
    await hero.getByRole('button', { name: 'Image: change picture' }).click();
    const imageDialog = tab.getByRole('dialog', { name: 'Image' });
    const chooserDialog = tab.getByRole('dialog', { name: 'Choose a picture' });
    // Escape closes the library only, not the image dialog under it.
    await imageDialog.getByRole('button', { name: 'Choose from library' }).click();
    await expect.poll(() => chooserDialog.count()).toBe(1);
    await tab.keyboard.press('Escape');
    await expect.poll(() => chooserDialog.count()).toBe(0);
    expect(await imageDialog.count()).toBe(1);
    await imageDialog.getByRole('button', { name: 'Choose from library' }).click();
    await chooserDialog.getByRole('searchbox', { name: 'Search pictures' }).fill('hiring');
    await chooserDialog.getByRole('button', { name: 'Use hiring-crews.svg' }).click();
    await expect.poll(() => chooserDialog.count()).toBe(0);
    await expect
      .poll(() => imageDialog.getByText('/images/webinars/hiring-crews.svg').count())
      .toBe(1);
    await imageDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => imageDialog.count()).toBe(0);

    // Escape closes it; the focus goes back to the button that opened it.
    const button = tab.getByRole('button', { name: 'Media library' });
    await button.click();
    await expect.poll(() => tab.getByRole('dialog', { name: 'Media library' }).count()).toBe(1);
    await tab.keyboard.press('Escape');
    await expect.poll(() => tab.getByRole('dialog', { name: 'Media library' }).count()).toBe(0);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await tab.context().close();
  }, 120_000);
});
