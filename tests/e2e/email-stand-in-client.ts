/** What a test file uses to program the EmailJS stand-in and read what it received. */
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { inject } from 'vitest';
import type { RecordedRequest, StandInMode } from './email-stand-in.ts';

const base = () => inject('emailStandIn');

export const emailStandIn = {
  origin: base,
  /** Answers in `mode` from now on, or for the next `times` requests only, then 200 "OK". */
  async answerWith(mode: StandInMode, times?: number) {
    await fetch(`${base()}/__stand-in/mode`, {
      method: 'PUT',
      body: JSON.stringify({ mode, times }),
    });
  },
  async requests(): Promise<RecordedRequest[]> {
    return (await fetch(`${base()}/__stand-in/requests`)).json() as Promise<RecordedRequest[]>;
  },
  async clear() {
    await fetch(`${base()}/__stand-in/requests`, { method: 'DELETE' });
  },
};

/** The credentials the end-to-end build is made with. */
export const E2E_EMAIL_ENV = {
  VITE_EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  VITE_EMAILJS_SERVICE_ID: 'e2e-service',
} as const;

/**
 * The build date the end-to-end build is pinned to (BUILD_DATE), so what dated content shows
 * (cohorts offered, upcoming webinars) never depends on the day the tests run.
 */
export const E2E_BUILD_DATE = TEST_BUILD_DATE;
