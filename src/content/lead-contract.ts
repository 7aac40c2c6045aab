/**
 * The numbers of the lead copy's contract (docs/forms.md, "The lead copy"), in one place for the
 * studio's route (src/studio/team/leads/), the generated documentation and the site's own checks
 * before it sends (src/leads/).
 */
export const LEADS_PATH = '/api/leads';
export const REFUSALS_PATH = '/api/leads/refusals';

/** The largest body taken: a form's values are a few hundred bytes, a long message a few KB. */
export const MAX_LEAD_BYTES = 32 * 1024;

/**
 * Milliseconds a form must be shown before a send counts as a person's: a person reads the form
 * and types at least an e-mail address, which takes longer; a bot fills and sends in a few
 * hundred milliseconds. The site's default (VITE_FORMS_MIN_FILL_MS may change it at build time)
 * and the studio's own check are this one number.
 */
export const MIN_FILL_MS = 2000;

/** What makes a send spam, said per reason in the studio's counts. */
export const REFUSAL_REASONS = ['honeypot', 'too-fast'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export interface SpamSigns {
  /** The trap field's value: '' for a person. */
  honeypot: string;
  /** From the form shown to the send. */
  elapsedMs: number;
  /**
   * The form was filled from a draft the visitor typed earlier (a reload after a failure): a
   * quick send is then a person's, and the time is not held against it.
   */
  fromDraft?: boolean;
}

/** The one rule, judged by the form before it sends and by the studio when a copy arrives. */
export function spamReason(signs: SpamSigns, minFillMs = MIN_FILL_MS): RefusalReason | null {
  if (signs.honeypot !== '') return 'honeypot';
  if (!signs.fromDraft && signs.elapsedMs < minFillMs) return 'too-fast';
  return null;
}

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
