/**
 * One result type for every way a send can end. The SDK rejects in three shapes: its argument
 * checks throw plain strings, a failed fetch rejects with a TypeError, and HTTP failures (and its
 * own 451/403/429 guards) reject with `{ status, text }`. Our own time-out adds a fourth.
 */
export type FailureReason =
  | 'configuration'
  | 'headless'
  | 'blocked'
  | 'rate-limited'
  | 'http'
  | 'network'
  | 'timeout'
  | 'unknown';

export type DeliveryResult =
  | { ok: true; destination: 'emailjs' | 'outbox' }
  | { ok: false; reason: FailureReason; status?: number; detail: string };

export type DeliveryFailure = Extract<DeliveryResult, { ok: false }>;

export class DeliveryTimeout extends Error {
  constructor(ms: number) {
    super(`no answer from the e-mail service within ${ms / 1000} s`);
    this.name = 'DeliveryTimeout';
  }
}

function isStatusError(error: unknown): error is { status: number; text: unknown } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof (error as { status: unknown }).status === 'number'
  );
}

export function failureFromError(error: unknown): DeliveryFailure {
  if (error instanceof DeliveryTimeout)
    return { ok: false, reason: 'timeout', detail: error.message };
  if (typeof error === 'string') return { ok: false, reason: 'configuration', detail: error };
  if (error instanceof TypeError) {
    return { ok: false, reason: 'network', detail: `network failure: ${error.message}` };
  }
  if (isStatusError(error)) {
    const { status } = error;
    const detail = `HTTP ${status}: ${String(error.text ?? '')}`;
    if (status === 451) return { ok: false, reason: 'headless', status, detail };
    if (status === 403) return { ok: false, reason: 'blocked', status, detail };
    if (status === 429) return { ok: false, reason: 'rate-limited', status, detail };
    // The SDK reports a fetch that never got a response as status 0.
    if (status === 0) return { ok: false, reason: 'network', status, detail };
    return { ok: false, reason: 'http', status, detail };
  }
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { ok: false, reason: 'unknown', detail };
}

/** A sentence for the visitor beyond the form's own failure message, where one helps. */
const hints: Partial<Record<FailureReason, string>> = {
  'rate-limited': "You're sending too fast. Please wait a few seconds and try again.",
  configuration:
    'Sending is not set up on this site yet. Please contact us by phone or e-mail instead.',
  headless: 'Your browser was refused by the e-mail service. Please try another browser.',
  blocked: 'This address cannot receive messages from our form. Please use another address.',
  network: 'Please check your internet connection.',
  timeout: 'The e-mail service did not answer in time.',
};

export function failureHint(reason: FailureReason): string | undefined {
  return hints[reason];
}
