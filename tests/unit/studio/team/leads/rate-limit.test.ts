/** The lead route's limits: at most n hits per key in the window, then a wait that ends. */
import { describe, expect, it } from 'vitest';
import { slidingWindow } from '../../../../../src/studio/team/leads/rate-limit.ts';

describe('sliding window limit', () => {
  it('takes n hits a minute per key, refuses the next with the wait, frees once it has slid', () => {
    const limit = slidingWindow(10, 60_000);
    const start = 1_000_000_020;
    for (let hit = 0; hit < 10; hit++) expect(limit.take('a', start + hit * 100).ok).toBe(true);
    const refused = limit.take('a', start + 2000);
    expect(refused.ok).toBe(false);
    const wait = refused.ok ? 0 : refused.retryAfterMs;
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    // Another key is counted apart.
    expect(limit.take('b', start + 2000).ok).toBe(true);
    // A refused hit is not counted: after the wait the key may send again.
    expect(limit.take('a', start + 2000 + wait).ok).toBe(true);
  });

  it('counts one key for everyone (the hourly limit)', () => {
    const limit = slidingWindow(3, 3600_000);
    expect([1, 2, 3, 4].map((at) => limit.take('all', at).ok)).toEqual([true, true, true, false]);
    expect(limit.take('all', 3600_000 + 61_000).ok).toBe(true);
  });
});
