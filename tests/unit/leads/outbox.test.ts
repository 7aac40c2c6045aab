/**
 * The outbox's rules without a browser: the back-off (jittered, bounded, never before
 * Retry-After), expiry after 7 days, e-mail and copy tracked apart, and every delivery sent
 * once, also when two tabs run over one storage at the same time.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Attempt } from '../../../src/leads/attempt.ts';
import {
  KEEP_MS,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  retryAfterMs,
  retryDelay,
} from '../../../src/leads/backoff.ts';
import {
  entryIds,
  memoryStorage,
  readEntry,
  type OutboxEntry,
} from '../../../src/leads/outbox-store.ts';
import { createOutboxRunner } from '../../../src/leads/outbox-runner.ts';
import { stepEntry } from '../../../src/leads/outbox-step.ts';

function entry(id: string, created = 0): OutboxEntry {
  return {
    id,
    formId: 'contact',
    created,
    email: {
      request: { formId: 'contact', templateId: 'contact', params: { submission_id: id } },
      attempts: 0,
      nextTry: created,
    },
    copy: {
      request: { url: '/api/leads', body: { id } as never },
      attempts: 0,
      nextTry: created,
    },
  };
}

const sent: Attempt = { kind: 'sent' };
const retry: Attempt = { kind: 'retry', detail: 'HTTP 503' };

describe('the back-off', () => {
  it('waits between half and all of base × 2^(n−1), at most the cap, never before Retry-After', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.integer({ min: 0, max: 2 * RETRY_CAP_MS }),
        (failures, random, after) => {
          const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** (failures - 1));
          const plain = retryDelay(failures, random);
          expect(plain).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
          expect(plain).toBeLessThanOrEqual(ceiling);
          const told = retryDelay(failures, random, after);
          expect(told).toBeGreaterThanOrEqual(Math.min(after, RETRY_CAP_MS));
          expect(told).toBeLessThanOrEqual(RETRY_CAP_MS);
        },
      ),
    );
  });

  it('grows with each failure until the cap', () => {
    const waits = [1, 2, 3, 4, 5].map((failures) => retryDelay(failures, 0.5));
    expect(waits).toEqual([3000, 6000, 12_000, 24_000, 48_000]);
    expect(retryDelay(30, 0.999)).toBe(retryDelay(90, 0.999));
    expect(retryDelay(30, 0.999)).toBeLessThanOrEqual(RETRY_CAP_MS);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('120', 0)).toBe(120_000);
    expect(retryAfterMs(new Date(60_000).toUTCString(), 0)).toBe(60_000);
    expect(retryAfterMs('soon', 0)).toBe(0);
    expect(retryAfterMs(null, 0)).toBe(0);
  });
});

describe('one pass over an entry', () => {
  it('tracks the e-mail and the copy apart: the one sent leaves, the other waits its turn', async () => {
    const senders = {
      email: vi.fn(async (): Promise<Attempt> => sent),
      copy: vi.fn(async (): Promise<Attempt> => retry),
    };
    const result = await stepEntry(entry('a', 1000), senders, { now: 1000, random: () => 0 });
    expect(result.entry?.email).toBeUndefined();
    expect(result.entry?.copy).toMatchObject({ attempts: 1, nextTry: 1000 + RETRY_BASE_MS / 2 });
    // Not due yet: nothing is attempted.
    const early = await stepEntry(result.entry!, senders, { now: 1001, random: () => 0 });
    expect(early.attempted).toEqual({});
    expect(senders.copy).toHaveBeenCalledTimes(1);
    // Due: attempted, and gone once sent.
    senders.copy.mockResolvedValueOnce(sent);
    const due = await stepEntry(result.entry!, senders, {
      now: 1000 + RETRY_BASE_MS,
      random: () => 0,
    });
    expect(due.entry).toBeNull();
    expect(senders.email).toHaveBeenCalledTimes(1);
  });

  it('drops a refused delivery at once, and a whole entry 7 days after it was made', async () => {
    const refused: Attempt = { kind: 'refused', detail: 'HTTP 403' };
    const senders = { email: vi.fn(async () => refused), copy: vi.fn(async () => refused) };
    expect(
      (await stepEntry(entry('b'), senders, { now: 0, random: Math.random })).entry,
    ).toBeNull();
    const old = await stepEntry(entry('c', 0), senders, { now: KEEP_MS, random: Math.random });
    expect(old).toEqual({ entry: null, attempted: {}, expired: true });
    expect(senders.email).toHaveBeenCalledTimes(1);
  });

  it('keeps retrying whatever the failures until delivered or 7 days old, never after', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        async (outcomes, random) => {
          let now = 0;
          let current: OutboxEntry | null = entry('d');
          let sends = 0;
          const answer = async () => (outcomes[sends++ % outcomes.length] ? sent : retry);
          const senders = { email: answer, copy: answer };
          while (current) {
            const result = await stepEntry(current, senders, { now, random: () => random });
            current = result.entry;
            if (result.expired) expect(now).toBeGreaterThanOrEqual(KEEP_MS);
            if (current) now = Math.max(current.email?.nextTry ?? 0, current.copy?.nextTry ?? 0);
          }
          expect(now).toBeLessThanOrEqual(KEEP_MS + RETRY_CAP_MS);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('the runner', () => {
  it('sends each delivery once when two tabs pass over one outbox at the same time', async () => {
    const storage = memoryStorage();
    let queue = Promise.resolve();
    // One lock for both, as navigator.locks gives the site's tabs.
    const exclusive = <T>(task: () => Promise<T>) => {
      const run = queue.then(task);
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    };
    const delivered: string[] = [];
    const senders = {
      email: async (request: { params: Record<string, string> }) => {
        delivered.push(`email ${request.params.submission_id}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return sent;
      },
      copy: async (request: { body: { id: string } }) => {
        delivered.push(`copy ${request.body.id}`);
        return sent;
      },
    };
    const tab = () =>
      createOutboxRunner({
        storage,
        senders,
        now: () => 0,
        random: Math.random,
        exclusive,
        onSent: () => undefined,
      });
    // Kept on an earlier visit, nothing sent yet.
    for (const id of ['x', 'y']) storage.setItem(`lead-outbox:${id}`, JSON.stringify(entry(id)));
    await Promise.all([tab().resume(), tab().resume(), tab().resume(true)]);
    expect(delivered.sort()).toEqual(['copy x', 'copy y', 'email x', 'email y']);
    expect(entryIds(storage)).toEqual([]);
  });

  it('keeps a submission before its first try, and tells which delivery went', async () => {
    const storage = memoryStorage();
    const seen: (OutboxEntry | null)[] = [];
    const onSent = vi.fn();
    const runner = createOutboxRunner({
      storage,
      senders: {
        email: async () => {
          seen.push(readEntry(storage, 'z'));
          return sent;
        },
        copy: async () => retry,
      },
      now: () => 0,
      random: () => 0,
      exclusive: (task) => task(),
      onSent,
    });
    const result = await runner.submit(entry('z'));
    expect(seen[0]?.email).toBeDefined();
    expect(result.attempted).toEqual({ email: sent, copy: retry });
    expect(onSent).toHaveBeenCalledWith({ id: 'z', channel: 'email' });
    expect(readEntry(storage, 'z')).toMatchObject({ copy: { attempts: 1 } });
    expect(readEntry(storage, 'z')?.email).toBeUndefined();
  });
});
