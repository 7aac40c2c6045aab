/**
 * No dead button anywhere: on every page, each visible link and button in the content is
 * pressed (or, for links, followed) and must do what it promises.
 * - a modal button opens a dialog, which Escape closes;
 * - an in-page anchor brings its section into view; an anchor to another page lands there;
 * - an internal link answers 200 with a real page (not the 404 page);
 * - an external link uses http, https, mailto or tel;
 * - a download button delivers a file;
 * - a disclosure (a native <summary>, or a button) opens and closes; a filter button changes
 *   its aria-pressed state;
 * - a submit button belongs to a form (forms are exercised by the forms tests);
 * - the header's modal, which every page has, opens and closes.
 * All of it under the site's Content-Security-Policy (policy.ts): the page is sent with it, and
 * nothing pressed raises a `securitypolicyviolation`, a console error or a failed request.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, setupBrowser } from './harness.ts';
import { openUnderPolicy, policyViolations, shippedPolicy } from './policy.ts';
import { routes, site } from './site-data.ts';

setupBrowser();

/** Status of each internal path; the static server answers 404 for a path with no page. */
const linkStatus = new Map<string, Promise<number>>();
function checkLink(path: string) {
  if (!linkStatus.has(path))
    linkStatus.set(
      path,
      fetch(baseUrl() + path).then((r) => r.status),
    );
  return linkStatus.get(path)!;
}

interface Control {
  tag: string;
  href: string | null;
  popup: string | null;
  expanded: string | null;
  pressed: string | null;
  type: string | null;
  inForm: boolean;
  label: string;
}

const describeControl = (control: Locator) =>
  control.evaluate((element): Control => ({
    tag: element.tagName.toLowerCase(),
    href: element.getAttribute('href'),
    popup: element.getAttribute('aria-haspopup'),
    expanded: element.getAttribute('aria-expanded'),
    pressed: element.getAttribute('aria-pressed'),
    type: element.getAttribute('type'),
    inForm: element.closest('form') !== null,
    label: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
  }));

const topOf = (page: Page, id: string) =>
  page.evaluate((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    return box ? { top: box.top, viewport: window.innerHeight } : null;
  }, id);

async function press(page: Page, route: string, control: Locator, info: Control) {
  const what = `${route}: "${info.label}"`;
  if (info.tag === 'summary') {
    const isOpen = () =>
      control.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);
    const before = await isOpen();
    await control.click();
    await expect.poll(isOpen, { message: what }).toBe(!before);
    await control.click(); // and back
    await expect.poll(isOpen, { message: what }).toBe(before);
    return;
  }
  if (info.popup === 'dialog') {
    await control.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    return;
  }
  if (info.href !== null) {
    const url = new URL(info.href, baseUrl() + route);
    if (url.origin !== new URL(baseUrl()).origin) {
      expect(['http:', 'https:', 'mailto:', 'tel:'], what).toContain(url.protocol);
      return;
    }
    if (url.hash && url.pathname === route) {
      await control.click();
      await expect
        .poll(
          async () => {
            const box = await topOf(page, url.hash.slice(1));
            return box !== null && box.top > -5 && box.top < box.viewport / 2;
          },
          { message: what },
        )
        .toBe(true);
      return;
    }
    expect(await checkLink(url.pathname), what).toBe(200);
    if (url.hash) {
      const html = await (await fetch(baseUrl() + url.pathname)).text();
      expect(html, `${what}: #${url.hash.slice(1)} exists on ${url.pathname}`).toContain(
        `id="${url.hash.slice(1)}"`,
      );
    }
    return;
  }
  if (info.expanded !== null) {
    await control.click();
    await expect
      .poll(() => control.getAttribute('aria-expanded'), { message: what })
      .not.toBe(info.expanded);
    await control.click(); // close it again
    await expect
      .poll(() => control.getAttribute('aria-expanded'), { message: what })
      .toBe(info.expanded);
    return;
  }
  if (info.pressed !== null) {
    // The button that is pressed now (the group's "All" on an unfiltered page) restores the state.
    const group = control.locator('xpath=ancestor::*[@role="group"][1]');
    const current = group.locator('button[aria-pressed="true"]');
    expect(await current.count(), `${what}: one pressed button in its group`).toBe(1);
    const restore = (await current.textContent())?.trim() ?? '';
    await control.click();
    await expect.poll(() => control.getAttribute('aria-pressed'), { message: what }).toBe('true');
    if (info.pressed === 'true') return; // pressing the current filter keeps it
    // Leave the filter off again, or the cards of other categories stay hidden and unpressed.
    const back = group.getByRole('button', { name: restore, exact: true });
    await back.click();
    await expect.poll(() => back.getAttribute('aria-pressed'), { message: what }).toBe('true');
    await expect.poll(() => control.getAttribute('aria-pressed'), { message: what }).toBe('false');
    return;
  }
  if (info.type === 'submit') {
    expect(info.inForm, what).toBe(true);
    return;
  }
  // Anything else must be a download.
  const download = page.waitForEvent('download', { timeout: 20_000 });
  await control.click();
  expect((await download).suggestedFilename(), what).toMatch(/\.\w+$/);
}

describe('every button and link of every page works', () => {
  it.each(routes)(
    '%s',
    async (route) => {
      const { page, problems, response } = await openUnderPolicy(route);
      expect(response?.headers()['content-security-policy']).toBe(shippedPolicy());
      const controls = page.locator('main').locator('a[href], button, summary');
      const count = await controls.count();
      const labels = (all: Locator[]) => Promise.all(all.map((c) => describeControl(c)));
      // Everything a visitor sees on arrival must be pressed: pressing one control must not hide
      // another (a filter left on hides the cards of other categories) so that it gets skipped.
      const visibleAtStart = new Set<number>();
      for (let index = 0; index < count; index += 1)
        if (await controls.nth(index).isVisible()) visibleAtStart.add(index);
      const pressed = new Set<number>();
      for (let index = 0; index < count; index += 1) {
        const control = controls.nth(index);
        if (!(await control.isVisible())) continue;
        await press(page, route, control, await describeControl(control));
        pressed.add(index);
      }
      expect(await controls.count(), 'controls in main after pressing them all').toBe(count);
      const skipped = [...visibleAtStart].filter((index) => !pressed.has(index));
      expect(
        (await labels(skipped.map((index) => controls.nth(index)))).map((c) => c.label),
        'visible on arrival but never pressed',
      ).toEqual([]);
      expect(pressed.size).toBeGreaterThanOrEqual(visibleAtStart.size);
      expect(pressed.size).toBeGreaterThan(0);
      const headerCta = page
        .getByRole('banner')
        .getByRole('button', { name: site.header.cta.label })
        .filter({ visible: true });
      const cta = await describeControl(headerCta);
      expect(cta.popup, 'the header’s call to action opens a dialog').toBe('dialog');
      await press(page, route, headerCta, cta);
      expect(await policyViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
    240_000,
  );

  it('the header and footer links all answer with a real page', async () => {
    const { page } = await openPage('/');
    const hrefs = await page
      .locator('header a[href], footer a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) {
      const url = new URL(href, baseUrl());
      if (url.origin !== new URL(baseUrl()).origin) {
        expect(['http:', 'https:', 'mailto:', 'tel:']).toContain(url.protocol);
        continue;
      }
      expect(await checkLink(url.pathname), href).toBe(200);
    }
    await page.context().close();
  });
});
