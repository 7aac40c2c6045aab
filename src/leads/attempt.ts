/**
 * How one delivery attempt ended, for the outbox: delivered, worth another try, or never.
 * `reason`: the e-mail's FailureReason (src/email/delivery-result.ts), for the visitor's hint.
 */
export type Attempt =
  | { kind: 'sent' }
  | { kind: 'retry'; detail: string; retryAfterMs?: number; reason?: string }
  | { kind: 'refused'; detail: string; reason?: string };

export interface Senders<Email, Copy> {
  /** `attempts`: how many failed before; the first try is the visitor's own press. */
  email(request: Email, attempts: number): Promise<Attempt>;
  copy(request: Copy): Promise<Attempt>;
}
