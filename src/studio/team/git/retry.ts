/**
 * Bounded retries with jittered waits, shaped like actions/checkout's retry helper: the last
 * attempt runs outside the loop, so its error (the real one) reaches the caller unchanged. Only
 * errors a retry can fix are retried; the caller says which.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface RetryPolicy {
  maxAttempts: number;
  /** Each wait is drawn between these two; tests pass zeros. */
  minWaitMs: number;
  maxWaitMs: number;
}

export const waitBetween = ({ minWaitMs, maxWaitMs }: RetryPolicy) =>
  Math.floor(minWaitMs + Math.random() * Math.max(0, maxWaitMs - minWaitMs));

export async function retrying<T>(
  policy: RetryPolicy,
  action: () => Promise<T>,
  isRetryable: (error: unknown) => boolean,
): Promise<T> {
  for (let attempt = 1; attempt < policy.maxAttempts; attempt++) {
    try {
      return await action();
    } catch (error) {
      if (!isRetryable(error)) throw error;
    }
    const waitMs = waitBetween(policy);
    if (waitMs > 0) await sleep(waitMs);
  }
  return action();
}
