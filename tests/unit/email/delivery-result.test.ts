import { describe, expect, it } from 'vitest';
import {
  DeliveryTimeout,
  failureFromError,
  failureHint,
} from '../../../src/email/delivery-result.ts';

describe('EmailJS failures → one result', () => {
  it('a plain string from the SDK argument checks is a configuration problem', () => {
    const result = failureFromError(
      'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
    );
    expect(result).toEqual({
      ok: false,
      reason: 'configuration',
      detail: 'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
    });
    expect(failureHint(result.reason)).toMatch(/not set up/);
  });

  it('a TypeError from fetch is a network failure', () => {
    expect(failureFromError(new TypeError('Failed to fetch'))).toEqual({
      ok: false,
      reason: 'network',
      detail: 'network failure: Failed to fetch',
    });
  });

  it.each([
    [451, 'Unavailable For Headless Browser', 'headless'],
    [403, 'Forbidden', 'blocked'],
    [429, 'Too Many Requests', 'rate-limited'],
    [500, 'Internal Server Error', 'http'],
    [400, 'The template ID is invalid', 'http'],
    [0, 'Network Error', 'network'],
  ] as const)('{ status: %i } is %s', (status, text, reason) => {
    expect(failureFromError({ status, text })).toEqual({
      ok: false,
      reason,
      status,
      detail: `HTTP ${status}: ${text}`,
    });
  });

  it('the rate limit tells the visitor to slow down', () => {
    expect(failureHint('rate-limited')).toBe(
      "You're sending too fast. Please wait a few seconds and try again.",
    );
  });

  it('our own time-out is a time-out', () => {
    expect(failureFromError(new DeliveryTimeout(15_000))).toEqual({
      ok: false,
      reason: 'timeout',
      detail: 'no answer from the e-mail service within 15 s',
    });
  });

  it('anything else is unknown, with its detail', () => {
    expect(failureFromError(new RangeError('odd'))).toEqual({
      ok: false,
      reason: 'unknown',
      detail: 'RangeError: odd',
    });
    expect(failureFromError(undefined)).toMatchObject({ reason: 'unknown', detail: 'undefined' });
  });
});
