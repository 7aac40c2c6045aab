/**
 * The numbers of the lead copy's contract (docs/forms.md, "The lead copy"), in one place for the
 * studio's route (src/studio/team/leads/), the generated documentation and the site's own checks
 * before it sends.
 */
export const LEADS_PATH = '/api/leads';
export const REFUSALS_PATH = '/api/leads/refusals';

/** The largest body taken: a form's values are a few hundred bytes, a long message a few KB. */
export const MAX_LEAD_BYTES = 32 * 1024;

/**
 * Sent sooner than this after the form was shown, and it was no person: filling even the
 * newsletter's one field and pressing the button takes a person longer than a second and a half.
 */
export const MIN_ELAPSED_MS = 1500;

export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

export interface LeadLimits {
  /** Submissions a minute from one address (`--lead-limit-per-address`). */
  perAddressPerMinute: number;
  /** Submissions an hour from everyone (`--lead-limit-per-hour`). */
  perHour: number;
}

export const DEFAULT_LEAD_LIMITS: LeadLimits = { perAddressPerMinute: 10, perHour: 2000 };
