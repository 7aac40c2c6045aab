/**
 * One pass over one outbox entry, without timers or storage: each delivery that is due is
 * attempted; a sent or refused one leaves the entry, a retryable failure is put off by the
 * back-off. An entry older than the keeping time is dropped untried. Pure apart from the
 * senders, so the rules (back-off, expiry, once) are tested directly.
 */
import type { Attempt, Senders } from './attempt.ts';
import { KEEP_MS, retryDelay } from './backoff.ts';
import type { Channel, CopyRequest, EmailRequest, OutboxEntry, Pending } from './outbox-store.ts';

export interface StepResult {
  /** What is left to deliver; null when nothing is (or the entry expired). */
  entry: OutboxEntry | null;
  /** How each attempted delivery ended. */
  attempted: Partial<Record<Channel, Attempt>>;
  expired: boolean;
}

export interface StepOptions {
  now: number;
  /** A random number in [0, 1) for the jitter. */
  random: () => number;
  /** Attempt every delivery left, due or not (the visitor pressed send again). */
  force?: boolean;
}

export const isExpired = (entry: OutboxEntry, now: number) => now - entry.created >= KEEP_MS;

function after<Request>(pending: Pending<Request>, attempt: Attempt, options: StepOptions) {
  if (attempt.kind !== 'retry') return undefined;
  const attempts = pending.attempts + 1;
  return {
    ...pending,
    attempts,
    nextTry: options.now + retryDelay(attempts, options.random(), attempt.retryAfterMs),
    lastError: attempt.detail,
  };
}

export async function stepEntry(
  entry: OutboxEntry,
  senders: Senders<EmailRequest, CopyRequest>,
  options: StepOptions,
): Promise<StepResult> {
  if (isExpired(entry, options.now)) return { entry: null, attempted: {}, expired: true };
  const due = (pending?: Pending<unknown>) =>
    pending !== undefined && (options.force || pending.nextTry <= options.now);
  const next: OutboxEntry = { ...entry };
  const attempted: StepResult['attempted'] = {};
  // Both at once: the copy does not wait on the e-mail service, nor the other way round.
  await Promise.all([
    due(entry.email) &&
      senders.email(entry.email!.request, entry.email!.attempts).then((attempt) => {
        attempted.email = attempt;
        next.email = after(entry.email!, attempt, options);
      }),
    due(entry.copy) &&
      senders.copy(entry.copy!.request).then((attempt) => {
        attempted.copy = attempt;
        next.copy = after(entry.copy!, attempt, options);
      }),
  ]);
  if (!next.email) delete next.email;
  if (!next.copy) delete next.copy;
  return { entry: next.email || next.copy ? next : null, attempted, expired: false };
}

/** When the soonest delivery of these entries is due; null when there is none. */
export function nextDue(entries: readonly OutboxEntry[]): number | null {
  const times = entries.flatMap((entry) =>
    [entry.email?.nextTry, entry.copy?.nextTry].filter((time) => time !== undefined),
  );
  return times.length ? Math.min(...times) : null;
}
