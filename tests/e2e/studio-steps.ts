/**
 * Steps and places the studio's tests share, taken as an author would: a new page created from
 * the toolbar, then its hero's image dialog opened from the form view; the preview's page; a
 * line of the YAML editor.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { readAddress } from '../../src/studio/app/studio-address.ts';

/** The page in the studio's preview, inside its frame. */
export const preview = (page: Page) => page.getByTitle('Page preview').contentFrame();

/** The YAML editor of `file` ("pages/pricing.yaml"), a text box named after it. */
export const yamlSource = (page: Page, file: string) =>
  page.getByRole('textbox', { name: `YAML source of ${file}` });

/** The YAML editor's line that reads `line` exactly, its indentation included. */
export const yamlLine = (page: Page, line: string) =>
  page.locator('.cm-line').filter({ hasText: new RegExp(`^${line.replace(/[$()?.]/g, '\\$&')}$`) });

/** Creates the page at `route` and opens its hero's "add a picture" dialog. */
export async function openNewHeroImageDialog(page: Page, route: string, title: string) {
  await page.getByRole('button', { name: 'New page' }).click();
  const newPage = page.getByRole('dialog', { name: 'New page' });
  await newPage.getByLabel('Address').fill(route);
  await newPage.getByLabel('Title').fill(title);
  await newPage.getByRole('button', { name: 'Create page' }).click();
  const frame = preview(page);
  await expect.poll(() => frame.getByRole('heading', { name: title, level: 1 }).count()).toBe(1);

  await page.getByRole('button', { name: 'Form view' }).click();
  await frame.getByRole('heading', { name: title, level: 1 }).click();
  const hero = page.getByRole('form', { name: 'Fields of the hero block' });
  await hero.getByRole('button', { name: 'Image: add a picture' }).click();
  return { frame, hero, dialog: page.getByRole('dialog', { name: 'Image' }) };
}

export { preferYamlView } from '../support/studio-view.ts';

/** On a phone, shows the studio's pane `name` (Pages, Edit, Preview) by its tab. */
export async function showPane(page: Page, name: 'Pages' | 'Edit' | 'Preview') {
  await page.getByRole('tablist', { name: 'Studio panes' }).getByRole('tab', { name }).click();
}

/** Where the studio's address says the person is: the draft, the file and the view. */
export function studioAddress(page: Page) {
  const url = new URL(page.url());
  return readAddress(url.pathname, url.search);
}
