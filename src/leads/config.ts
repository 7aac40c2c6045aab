/**
 * Where the site sends its copy of each lead, and how fast a form may be sent, read from the
 * build-time environment (like the VITE_EMAILJS_* settings of src/email/config.ts).
 */
import { MIN_FILL_MS } from '../content/lead-contract.ts';

export interface LeadsEnv {
  /**
   * The studio's lead endpoint: `/api/leads` where the studio serves the site, or an absolute
   * URL for a site on another host. Absent or empty: no copy is sent (a site without a studio).
   */
  VITE_LEADS_URL?: string;
  /**
   * Milliseconds a form must be shown before a send counts as a person's (MIN_FILL_MS unless
   * set). Below the studio's, which is MIN_FILL_MS, the studio refuses the copies: for tests.
   */
  VITE_FORMS_MIN_FILL_MS?: string;
}

export function leadsUrlFrom(env: LeadsEnv): string | null {
  const url = env.VITE_LEADS_URL?.trim().replace(/\/+$/, '');
  return url ? url : null;
}

/** The endpoint that counts what the form refused as spam. */
export const refusalsUrlOf = (leadsUrl: string) => `${leadsUrl}/refusals`;

export function minFillMsFrom(env: LeadsEnv): number {
  if (!env.VITE_FORMS_MIN_FILL_MS) return MIN_FILL_MS;
  const ms = Number(env.VITE_FORMS_MIN_FILL_MS);
  return Number.isFinite(ms) && ms >= 0 ? ms : MIN_FILL_MS;
}
