/**
 * A sliding-window limit kept in memory: at most `limit` hits per key within `windowMs`, the
 * window counted in sixty slices (so a key's memory is bounded whatever the limit, and the
 * window slides a slice at a time). The lead route's limits: 10 a minute from one address,
 * 2,000 an hour in all. A restart forgets them, which only gives a flood a fresh window.
 */
export interface SlidingWindow {
  /** Counts a hit, or says how long until the key may hit again (nothing counted then). */
  take(key: string, now: number): { ok: true } | { ok: false; retryAfterMs: number };
}

const SLICES = 60;
/** Keys with no hit in the window are dropped every this many hits. */
const SWEEP_EVERY = 1000;

export function slidingWindow(limit: number, windowMs: number): SlidingWindow {
  const sliceMs = Math.max(1, Math.ceil(windowMs / SLICES));
  /** Per key: hits per slice number (`floor(now / sliceMs)`), oldest first. */
  const counts = new Map<string, Map<number, number>>();
  let sinceSweep = 0;

  const current = (key: string, slice: number) => {
    const slices = counts.get(key) ?? new Map<number, number>();
    for (const old of slices.keys()) if (old <= slice - SLICES) slices.delete(old);
    return slices;
  };

  return {
    take(key, now) {
      const slice = Math.floor(now / sliceMs);
      if (++sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0;
        for (const [other, slices] of counts) {
          if (![...slices.keys()].some((old) => old > slice - SLICES)) counts.delete(other);
        }
      }
      const slices = current(key, slice);
      let total = 0;
      for (const count of slices.values()) total += count;
      if (total >= limit) {
        counts.set(key, slices);
        // Free again once the oldest slice with a hit leaves the window.
        const oldest = Math.min(...slices.keys());
        return { ok: false, retryAfterMs: (oldest + SLICES) * sliceMs - now };
      }
      slices.set(slice, (slices.get(slice) ?? 0) + 1);
      counts.set(key, slices);
      return { ok: true };
    },
  };
}
