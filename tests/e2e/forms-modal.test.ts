/**
 * How form modals behave for a visitor: opening from a button, focus in and back, the trap,
 * Escape/backdrop/close, scroll lock, validation, prefill, full-screen layout, and the form code
 * arriving only when a form is about to be shown.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { definitions, fieldIn, openFormModal } from './form-driver.ts';
import { baseUrl, openPage, scriptRequests, setupBrowser } from './harness.ts';
import { axeOnPage } from './axe.ts';

setupBrowser();

const form = (id: string) => definitions.find((definition) => definition.id === id)!;
const consultation = form('consultation');

const headerCta = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Free Strategy Call' });

function focusIsInDialogOrOutsideThePage() {
  const focused = document.activeElement;
  return !focused || focused === document.body || focused.closest('dialog') !== null;
}

async function openConsultationFromHeader(page: Page) {
  await headerCta(page).click();
  const dialog = page.getByRole('dialog', { name: consultation.title });
  await dialog.waitFor();
  return dialog;
}

describe('the strategy-call modal', () => {
  it('opens from the header as a labelled modal dialog with focus inside and the page locked', async () => {
    const { page, problems } = await openPage('/');
    const dialog = await openConsultationFromHeader(page);
    // A modal <dialog> (showModal()): the browser makes the rest of the page inert.
    expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
      .toBe('given-name');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    // Tabbing forwards and backwards never reaches the page behind. Past the dialog's last
    // item the browser, as for any modal <dialog>, lets focus out to its own controls (no
    // element of the page has it) before coming back to the first.
    for (const key of [...Array(20).fill('Tab'), ...Array(20).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await page.evaluate(focusIsInDialogOrOutsideThePage)).toBe(true);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    [
      'the close button',
      (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Close' }).click(),
    ],
    [
      'the backdrop',
      (page: Page) => page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } }),
    ],
  ])('closes with %s and gives focus back to the button that opened it', async (_, close) => {
    const { page } = await openPage('/');
    const dialog = await openConsultationFromHeader(page);
    await close(page);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => headerCta(page).evaluate((button) => button === document.activeElement))
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await page.context().close();
  });

  it('refuses an empty or wrong submission: errors beside fields, focus on the first one, nothing sent', async () => {
    const { page } = await openPage('/');
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1.0/email/')) sends.push(request.url());
    });
    const dialog = await openConsultationFromHeader(page);
    await fieldIn(
      dialog,
      consultation.fields.find((f) => f.name === 'email')!,
    ).fill('ana@');
    await dialog.getByRole('button', { name: consultation.submitLabel }).click();
    const firstName = fieldIn(dialog, consultation.fields[0]!);
    await expect
      .poll(() => firstName.evaluate((input) => input === document.activeElement))
      .toBe(true);
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    const errorId = await firstName.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(
      'Please fill in “First Name”.',
    );
    const email = fieldIn(
      dialog,
      consultation.fields.find((f) => f.name === 'email')!,
    );
    const emailError = await email.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${emailError}"]`).textContent()).toMatch(/valid email/);
    // The optional message has no error, so it points at nothing.
    const message = fieldIn(
      dialog,
      consultation.fields.find((f) => f.name === 'message')!,
    );
    expect(await message.getAttribute('aria-describedby')).toBeNull();
    expect(await message.getAttribute('rows')).toBe('3');
    expect(sends).toEqual([]);
    await page.context().close();
  });

  it('focuses the first invalid field even when the fields before it are valid', async () => {
    const { page } = await openPage('/');
    const dialog = await openConsultationFromHeader(page);
    const byLabel = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });
    // First Name has focus when the dialog opens; fill it and the next two, leave Phone empty.
    await byLabel('First Name').fill('Ana');
    await byLabel('Last Name').fill('Lima');
    await byLabel('Email').fill('ana@example.com');
    await dialog.getByRole('button', { name: consultation.submitLabel }).click();
    const phone = byLabel('Phone');
    await expect.poll(() => phone.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await byLabel('First Name').getAttribute('aria-invalid')).toBeNull();
    await page.context().close();
  });
});

describe('an empty submit at 1280 px', () => {
  it.each(['application', 'consultation'])(
    'in the %s modal focuses the first field with its label in view below the top edge',
    async (id) => {
      const definition = form(id);
      const { page } = await openPage('', { width: 1280, height: 720 });
      const dialog = await openFormModal(page, definition);
      // The submit button sits below the fold: pressing it scrolls the dialog down first.
      await dialog.getByRole('button', { name: definition.submitLabel }).click();
      const firstRequired = definition.fields.find((field) => field.required)!;
      const first = fieldIn(dialog, firstRequired);
      await expect
        .poll(() => first.evaluate((input) => input === document.activeElement))
        .toBe(true);
      const label = dialog.locator('label').filter({ hasText: firstRequired.label }).first();
      const box = (await label.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(720);
      await page.context().close();
    },
  );
});

describe('form code', () => {
  it('is not loaded on first paint, and is fetched when a form button is hovered', async () => {
    const { page } = await openPage('');
    const scripts = scriptRequests(page);
    await page.goto(baseUrl() + '/', { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(scripts.filter((url) => url.includes('FormPanel'))).toEqual([]);
    await headerCta(page).hover();
    await expect.poll(() => scripts.filter((url) => url.includes('FormPanel')).length).toBe(1);
    await page.context().close();
  });
});

describe('career modal', () => {
  it('opens with the chosen position, or General Application', async () => {
    const career = form('career');
    const position = career.fields.find((field) => field.name === 'position')!;
    const { page } = await openPage('');
    let dialog = await openFormModal(page, career, '&position=GTM%20Engineer');
    expect(await fieldIn(dialog, position).inputValue()).toBe('GTM Engineer');
    await page.keyboard.press('Escape');
    await clearSessionStorage(page);
    dialog = await openFormModal(page, career);
    expect(await fieldIn(dialog, position).inputValue()).toBe('General Application');
    await page.context().close();
  });
});

async function clearSessionStorage(page: Page) {
  await page.evaluate(() => sessionStorage.clear());
}

describe('application modal', () => {
  it('is full screen, shows the program tiles (8 Weeks) and the required-fields note', async () => {
    const application = form('application');
    const { page } = await openPage('', { width: 1280, height: 800 });
    const dialog = await openFormModal(page, application);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(1280);
    expect(box.height).toBeGreaterThanOrEqual(800);
    await expect.poll(() => dialog.getByText('8 Weeks', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText('6 Weeks').count()).toBe(0);
    expect(await dialog.getByText('* Required fields').count()).toBe(1);
    const cohort = application.fields.find((field) => field.name === 'preferredCohort')!;
    expect(await fieldIn(dialog, cohort).inputValue()).toBe('next');
    // Cohorts are the quarters after the build date (pinned to 2026-11-20), never past ones.
    expect(await fieldIn(dialog, cohort).getByRole('option').allTextContents()).toEqual([
      'Select an option',
      'Next Available Cohort',
      'Q1 2027',
      'Q2 2027',
      'Q3 2027',
    ]);
    await page.context().close();
  });
});

describe('contact page', () => {
  it('has the contact details, business hours and the contact form in its HTML', async () => {
    const html = await (await fetch(baseUrl() + '/contact')).text();
    for (const text of ['(555) 123-4567', 'hello@tradelift.example', 'Business Hours'])
      expect(html).toContain(text);
    expect(html).toMatch(/<section id="contact"[\s\S]*<form[\s\S]*Full Name[\s\S]*Service Area/);
    const { page, problems } = await openPage('/contact');
    const contact = form('contact');
    const section = page.locator('section#contact');
    expect(await section.getByRole('form', { name: contact.title }).count()).toBe(1);
    for (const field of contact.fields) expect(await fieldIn(section, field).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('accessibility (axe)', () => {
  it('the open strategy-call dialog, with errors showing, has no violations', async () => {
    const { page } = await openPage('/');
    const dialog = await openConsultationFromHeader(page);
    await dialog.getByRole('button', { name: consultation.submitLabel }).click();
    await dialog.getByText('Please fill in “First Name”.').waitFor();
    const results = await axeOnPage(page).include('dialog[open]').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.context().close();
  });

  it('the contact details and the contact form have no violations', async () => {
    const { page } = await openPage('/contact');
    const results = await axeOnPage(page)
      .include('main section:nth-of-type(2)')
      .include('section#contact')
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.context().close();
  });
});
