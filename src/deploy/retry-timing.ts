/**
 * The deploy queue's time: a clock (tests move theirs by hand) and the back-off of the automatic
 * retries of a target that was unreachable.
 */
/** Time, and waiting for it: tests pass a clock they move by hand. */
export interface DeployClock {
  now(): number;
  /** Calls `run` after `ms`; returns the cancel. */
  later(run: () => void, ms: number): () => void;
}

export const systemClock: DeployClock = {
  now: Date.now,
  later(run, ms) {
    const timer = setTimeout(run, ms);
    // A retry waiting never keeps the process alive.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** Retries of an unreachable target: first after `firstMs`, doubling up to `maxMs`. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
  /** Attempts in all (the first one included) before the queue stops trying by itself. */
  maxAttempts: number;
}

export const DEFAULT_BACKOFF: Backoff = { firstMs: 30_000, maxMs: 15 * 60_000, maxAttempts: 8 };

/** The wait after the `attempts`-th failed attempt, or null when the queue gives up. */
export function retryDelay(backoff: Backoff, attempts: number): number | null {
  if (attempts >= backoff.maxAttempts) return null;
  return Math.min(backoff.maxMs, backoff.firstMs * 2 ** (attempts - 1));
}
