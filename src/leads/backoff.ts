/**
 * When the outbox tries a failed delivery again: exponential back-off from a few seconds, with
 * jitter so that many visitors' browsers do not retry in step after an outage, capped so a page
 * left open keeps trying, and never sooner than the server's Retry-After.
 */
export const RETRY_BASE_MS = 4_000;
export const RETRY_CAP_MS = 30 * 60_000;
/** How long a delivery is kept on the visitor's device before it is given up. */
export const KEEP_MS = 7 * 24 * 60 * 60_000;

/**
 * The wait after the `failures`-th failed attempt (1, 2, …), given a random number in [0, 1):
 * between half and all of base × 2^(failures − 1), at most the cap.
 */
export function retryDelay(failures: number, random: number, retryAfterMs = 0): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 20);
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** exponent);
  const jittered = ceiling * (0.5 + Math.min(Math.max(random, 0), 1) / 2);
  return Math.round(Math.min(RETRY_CAP_MS, Math.max(jittered, retryAfterMs)));
}

/** Retry-After as seconds or an HTTP date, in milliseconds from `now`; 0 when absent or bad. */
export function retryAfterMs(header: string | null, now: number): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isFinite(date) ? Math.max(0, date - now) : 0;
}
