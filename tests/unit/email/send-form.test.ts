// @vitest-environment jsdom
/**
 * The EmailJS adapter against a stubbed fetch: the exact request, and each way the real SDK can
 * fail (its string checks, its rate limit, its headless guard, HTTP errors, network, time-out)
 * ending as one DeliveryResult with a console entry.
 */
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { emailConfigFrom, type EmailConfig } from '../../../src/email/config.ts';
import { sendForm } from '../../../src/email/send-form.ts';
import { definitionWith, nameAndEmail } from '../../support/form-definition.ts';

const definition = definitionWith(nameAndEmail, {
  id: 'contact',
  title: 'Contact',
  email: { type: 'contact', template: 'contact', subject: 'New Contact Form Submission' },
});

const config: EmailConfig = emailConfigFrom({
  VITE_EMAILJS_PUBLIC_KEY: 'pk',
  VITE_EMAILJS_SERVICE_ID: 'svc',
  VITE_EMAILJS_API_ORIGIN: 'https://mail.example/',
  VITE_EMAILJS_THROTTLE_MS: '0',
});

const values = { name: 'Ana', email: 'ana@example.com', url_homepage: 'bot' };
let fetchMock: ReturnType<typeof vi.fn>;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('OK', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('sendForm', () => {
  it('posts the EmailJS payload to the configured origin; only defined fields go out', async () => {
    expect(await sendForm(definition, values, config)).toEqual({
      ok: true,
      destination: 'emailjs',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://mail.example/api/v1.0/email/send');
    expect(JSON.parse(init.body as string)).toEqual({
      lib_version: '4.4.1',
      user_id: 'pk',
      service_id: 'svc',
      template_id: 'contact',
      template_params: {
        to_name: 'Admin',
        form_type: 'contact',
        subject: 'New Contact Form Submission',
        name: 'Ana',
        email: 'ana@example.com',
      },
    });
  });

  it('with no configuration at all goes to the local outbox on the same origin', async () => {
    const outbox = emailConfigFrom({});
    expect(outbox).toMatchObject({ destination: 'outbox', origin: '' });
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await sendForm(definition, values, outbox)).toEqual({ ok: true, destination: 'outbox' });
    expect(fetchMock.mock.calls[0]![0]).toBe(`${window.location.origin}/api/v1.0/email/send`);
    expect(info.mock.calls[0]![0]).toMatch(/local outbox/);
  });

  it('the default API origin is api.emailjs.com', () => {
    expect(
      emailConfigFrom({ VITE_EMAILJS_PUBLIC_KEY: 'pk', VITE_EMAILJS_SERVICE_ID: 's' }).origin,
    ).toBe('https://api.emailjs.com');
  });

  it('a missing service id is a configuration failure, not a crash', async () => {
    const half = emailConfigFrom({ VITE_EMAILJS_PUBLIC_KEY: 'pk' });
    const result = await sendForm(definition, values, half);
    expect(result).toMatchObject({ ok: false, reason: 'configuration' });
    expect(result.ok || result.detail).toMatch(/service ID is required/);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(consoleError.mock.calls[0]![0]).toMatch(/"contact" was not delivered \(configuration\)/);
  });

  it('the SDK rate limit answers 429 on a second send within the throttle', async () => {
    const throttled = { ...config, throttleMs: 60_000 };
    expect((await sendForm(definition, values, throttled)).ok).toBe(true);
    expect(await sendForm(definition, values, throttled)).toMatchObject({
      ok: false,
      reason: 'rate-limited',
      status: 429,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a send that failed does not count against the throttle: the retry goes out', async () => {
    const throttled = { ...config, throttleMs: 60_000 };
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendForm(definition, values, throttled)).toMatchObject({ reason: 'network' });
    expect(await sendForm(definition, values, throttled)).toEqual({
      ok: true,
      destination: 'emailjs',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends when the browser blocks localStorage', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    const throttled = { ...config, throttleMs: 60_000 };
    expect(await sendForm(definition, values, throttled)).toEqual({
      ok: true,
      destination: 'emailjs',
    });
  });

  it('headless blocking, when turned on, answers 451', async () => {
    // jsdom has no navigator.webdriver; an automated browser reports true.
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    onTestFinished(() => {
      delete (navigator as { webdriver?: boolean }).webdriver;
    });
    expect(await sendForm(definition, values, { ...config, blockHeadless: true })).toMatchObject({
      ok: false,
      reason: 'headless',
      status: 451,
    });
    expect((await sendForm(definition, values, config)).ok).toBe(true);
  });

  it('an HTTP error is an http failure with its status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Internal Server Error', { status: 500 }));
    expect(await sendForm(definition, values, config)).toEqual({
      ok: false,
      reason: 'http',
      status: 500,
      detail: 'HTTP 500: Internal Server Error',
    });
  });

  it('a network failure is a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendForm(definition, values, config)).toMatchObject({ reason: 'network' });
  });

  it('no answer within the time-out is a time-out', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(() => new Promise(() => undefined));
    const pending = sendForm(definition, values, config, 15_000);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await pending).toMatchObject({ ok: false, reason: 'timeout' });
  });
});

describe('emailConfigFrom', () => {
  it('treats empty values as unset: outbox, default origin and throttle', () => {
    const empty = {
      VITE_EMAILJS_PUBLIC_KEY: '',
      VITE_EMAILJS_SERVICE_ID: '',
      VITE_EMAILJS_API_ORIGIN: '',
      VITE_EMAILJS_THROTTLE_MS: '',
    };
    expect(emailConfigFrom(empty)).toMatchObject({ destination: 'outbox', throttleMs: 3000 });
    expect(
      emailConfigFrom({ ...empty, VITE_EMAILJS_PUBLIC_KEY: 'pk', VITE_EMAILJS_SERVICE_ID: 's' }),
    ).toMatchObject({
      destination: 'emailjs',
      origin: 'https://api.emailjs.com',
      blockHeadless: false,
    });
    expect(emailConfigFrom({ VITE_EMAILJS_THROTTLE_MS: '0' }).throttleMs).toBe(0);
  });
});
