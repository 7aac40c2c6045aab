/**
 * Every form of forms/, end to end against the EmailJS stand-in: the exact request, success,
 * each kind of failure keeping what was typed, the draft surviving a reload, the honeypot.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emailStandIn, E2E_EMAIL_ENV } from './email-stand-in-client.ts';
import {
  definitions,
  fieldIn,
  filled,
  fillForm,
  openFormModal,
  sampleValues,
  sentValues,
  submitButton,
  untouchedValue,
  valuesIn,
  visibleFields,
} from './form-driver.ts';
import { baseUrl, openPage, setupBrowser } from './harness.ts';

setupBrowser();

beforeEach(async () => {
  await emailStandIn.answerWith('ok');
  await emailStandIn.clear();
});
// The files after this one send forms too, and expect them sent.
afterAll(() => emailStandIn.answerWith('ok'));

describe.each(definitions.map((definition) => [definition.id, definition] as const))(
  'form %s',
  (_id, definition) => {
    it('sends exactly the EmailJS request and shows the success message', async () => {
      const { page } = await openPage('');
      const dialog = await openFormModal(page, definition);
      await fillForm(dialog, definition);
      await submitButton(dialog, definition).click();

      const success = page
        .getByRole('status')
        .filter({ hasText: filled(definition, definition.messages.success) });
      await success.waitFor();
      const requests = await emailStandIn.requests();
      expect(requests).toHaveLength(1);
      expect(requests[0]!.path).toBe('/api/v1.0/email/send');
      const body = requests[0]!.body as Record<string, unknown>;
      const expected = {
        lib_version: '4.4.1',
        user_id: E2E_EMAIL_ENV.VITE_EMAILJS_PUBLIC_KEY,
        service_id: E2E_EMAIL_ENV.VITE_EMAILJS_SERVICE_ID,
        template_id: definition.email.template,
        template_params: {
          to_name: 'Admin',
          form_type: definition.email.type,
          subject: filled(definition, definition.email.subject),
          ...sentValues(definition),
          // The same id as the studio's copy of the lead (src/leads/).
          submission_id: expect.stringMatching(
            /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
          ),
        },
      };
      expect(body).toEqual(expected);
      expect(Object.keys(body.template_params as object)).toEqual(
        Object.keys(expected.template_params),
      );

      if (definition.afterSuccess === 'close') {
        await expect.poll(() => dialog.count()).toBe(0);
      } else {
        const values = await valuesIn(dialog, definition);
        const sample = sampleValues(definition);
        for (const field of visibleFields(definition)) {
          expect(values[field.name]).toBe(
            definition.afterSuccess === 'keep' ? sample[field.name] : untouchedValue(field),
          );
        }
      }
      // The draft is gone once the form has been sent.
      expect(
        await page.evaluate((id) => sessionStorage.getItem(`form-draft:${id}`), definition.id),
      ).toBeNull();
      await page.context().close();
    });

    it.each(['500', '429', 'drop'] as const)(
      'on a %s answer shows the failure message and keeps every value',
      async (mode) => {
        await emailStandIn.answerWith(mode);
        const { page } = await openPage('');
        const dialog = await openFormModal(page, definition);
        await fillForm(dialog, definition);
        await submitButton(dialog, definition).click();

        await dialog
          .getByRole('alert')
          .filter({ hasText: filled(definition, definition.messages.failure) })
          .waitFor();
        expect(await emailStandIn.requests()).toHaveLength(1);
        expect(await valuesIn(dialog, definition)).toEqual(
          Object.fromEntries(
            visibleFields(definition).map((field) => [
              field.name,
              sampleValues(definition)[field.name],
            ]),
          ),
        );
        expect(
          await page
            .getByRole('status')
            .filter({ hasText: filled(definition, definition.messages.success) })
            .count(),
        ).toBe(0);
        expect(await submitButton(dialog, definition).isEnabled()).toBe(true);
        await page.context().close();
      },
    );

    it('keeps a draft when the modal closes and when the page reloads', async () => {
      const { page } = await openPage('');
      let dialog = await openFormModal(page, definition);
      await fillForm(dialog, definition);
      const typed = await valuesIn(dialog, definition);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);

      dialog = await openFormModal(page, definition);
      expect(await valuesIn(dialog, definition)).toEqual(typed);
      await page.reload({ waitUntil: 'networkidle' });
      dialog = await openFormModal(page, definition);
      expect(await valuesIn(dialog, definition)).toEqual(typed);
      expect(await emailStandIn.requests()).toHaveLength(0);
      await page.context().close();
    });

    it('drops a submission whose honeypot is filled, silently', async () => {
      const { page } = await openPage('');
      const dialog = await openFormModal(page, definition);
      await fillForm(dialog, definition);
      // A bot fills every input it finds, including the one people never see.
      await dialog.locator('input[name="url_homepage"]').evaluate((input: HTMLInputElement) => {
        input.value = 'https://spam.example';
      });
      await submitButton(dialog, definition).click();
      await page
        .getByRole('status')
        .filter({ hasText: filled(definition, definition.messages.success) })
        .waitFor();
      expect(await emailStandIn.requests()).toEqual([]);
      await page.context().close();
    });
  },
);

describe('contact page form', () => {
  it('sends, says thank you and clears itself', async () => {
    const contact = definitions.find((definition) => definition.id === 'contact')!;
    const { page } = await openPage('/contact');
    const form = page.getByRole('form', { name: contact.title });
    await fillForm(form, contact);
    await submitButton(form, contact).click();
    await form.getByRole('status').filter({ hasText: contact.messages.success }).waitFor();
    expect(await emailStandIn.requests()).toHaveLength(1);
    for (const field of visibleFields(contact))
      expect((await valuesIn(form, contact))[field.name]).toBe(untouchedValue(field));
    await page.context().close();
  });

  it('sent while its island still wakes: held, then sent by the form, never by the browser', async () => {
    const contact = definitions.find((definition) => definition.id === 'contact')!;
    const { page, problems } = await openPage('');
    // The form's code held back: the island has begun to hydrate and waits for it.
    let requested = () => {};
    const waking = new Promise<void>((resolve) => (requested = resolve));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/FormPanel-[^/]*\.js$/, async (route) => {
      requested();
      await held;
      await route.continue();
    });
    const navigations: string[] = [];
    await page.goto(baseUrl() + '/contact', { waitUntil: 'load' });
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    const form = page.getByRole('form', { name: contact.title });
    await fillForm(form, contact);
    await waking;
    await submitButton(form, contact).click();
    // Held, the press shows it was taken: the form is busy, its button shows progress.
    expect(await form.getAttribute('aria-busy')).toBe('true');
    expect(
      await submitButton(form, contact).evaluate((button) => getComputedStyle(button).cursor),
    ).toBe('progress');
    release();
    const success = form.getByRole('status').filter({ hasText: contact.messages.success });
    // A browser's own submit would load /contact?name=… with everything typed in the address.
    await expect.poll(async () => navigations.length + (await success.count())).toBeGreaterThan(0);
    expect(navigations).toEqual([]);
    const requests = await emailStandIn.requests();
    expect(requests).toHaveLength(1);
    // What was typed while it woke is what is sent.
    expect((requests[0]!.body as { template_params: object }).template_params).toMatchObject(
      sentValues(contact),
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on failure says to try again or call, and keeps every value', async () => {
    await emailStandIn.answerWith('500');
    const contact = definitions.find((definition) => definition.id === 'contact')!;
    const { page } = await openPage('/contact');
    const form = page.getByRole('form', { name: contact.title });
    await fillForm(form, contact);
    await submitButton(form, contact).click();
    await form
      .getByRole('alert')
      .filter({
        hasText: 'There was an error sending your message. Please try again or call us directly.',
      })
      .waitFor();
    expect(Object.values(await valuesIn(form, contact)).every((value) => value !== '')).toBe(true);
    await page.context().close();
  });
});

describe('the SDK rate limit', () => {
  it('refuses a second send within seconds with "You\'re sending too fast"', async () => {
    const newsletter = definitions.find((definition) => definition.id === 'newsletter')!;
    const { page } = await openPage('');
    const dialog = await openFormModal(page, newsletter);
    await fillForm(dialog, newsletter);
    await submitButton(dialog, newsletter).click();
    await dialog.getByRole('status').filter({ hasText: newsletter.messages.success }).waitFor();
    await fillForm(dialog, newsletter);
    await submitButton(dialog, newsletter).click();
    await dialog.getByRole('alert').filter({ hasText: "You're sending too fast" }).waitFor();
    expect(await emailStandIn.requests()).toHaveLength(1);
    await page.context().close();
  });
});

describe('the newsletter consent box', () => {
  const newsletter = definitions.find((definition) => definition.id === 'newsletter')!;
  const consent = newsletter.fields.find((field) => field.type === 'checkbox')!;

  it('must be ticked: the message stands beside it and focus moves to it', async () => {
    expect(consent.required).toBe(true);
    const { page } = await openPage('');
    const dialog = await openFormModal(page, newsletter);
    const email = newsletter.fields.find((field) => field.type === 'email')!;
    await fieldIn(dialog, email).fill('ana@example.com');
    await submitButton(dialog, newsletter).click();

    const box = fieldIn(dialog, consent);
    await expect.poll(() => box.getAttribute('aria-invalid')).toBe('true');
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    const describedBy = await box.getAttribute('aria-describedby');
    expect(await dialog.locator(`[id="${describedBy}"]`).textContent()).toBe(
      `Please tick “${consent.label}”.`,
    );
    expect(await emailStandIn.requests()).toHaveLength(0);

    await box.check();
    await submitButton(dialog, newsletter).click();
    await page.getByRole('status').filter({ hasText: newsletter.messages.success }).waitFor();
    const [request] = await emailStandIn.requests();
    const params = (request!.body as { template_params: Record<string, string> }).template_params;
    expect(params[consent.name]).toBe('Yes');
    await page.context().close();
  });
});
