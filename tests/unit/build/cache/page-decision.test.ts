import { describe, expect, it } from 'vitest';
import { decidePage } from '../../../../src/build/cache/page-decision.ts';

const keys = { key: 'page-2', bodyKey: 'body-2' };
const cache = (held: string[], clean = false) => ({
  clean,
  htmlExists: (key: string) => held.includes(key),
});
const place = {
  head: [10, 20] as [number, number],
  html: [30, 40] as [number, number],
  length: 50,
};

describe('decidePage', () => {
  it('reuses a page whose key is the last build’s and whose HTML is cached', () => {
    expect(decidePage(keys, { key: 'page-2', hashes: ['h'] }, cache(['page-2']))).toEqual({
      action: 'reuse',
      hashes: ['h'],
    });
  });

  it('renders everything with --clean, whatever the cache holds', () => {
    expect(
      decidePage(
        keys,
        { key: 'page-2', bodyKey: 'body-2', place, hashes: [] },
        cache(['page-2'], true),
      ),
    ).toEqual({ action: 'render', reason: 'clean' });
  });

  it('puts the body of its last file into the new template when only the template changed', () => {
    expect(
      decidePage(keys, { key: 'page-1', bodyKey: 'body-2', place, hashes: [] }, cache(['page-1'])),
    ).toEqual({ action: 'assemble', from: 'page-1', place });
  });

  it('renders a changed page, a new one, and one whose cached file is gone or unmapped', () => {
    expect(
      decidePage(keys, { key: 'page-1', bodyKey: 'body-1', place, hashes: [] }, cache(['page-1'])),
    ).toEqual({ action: 'render', reason: 'changed' });
    expect(decidePage(keys, undefined, cache([]))).toEqual({ action: 'render', reason: 'missing' });
    expect(decidePage(keys, { key: 'page-2', hashes: [] }, cache([]))).toEqual({
      action: 'render',
      reason: 'changed',
    });
    // The body's file is gone, or the last build recorded no place in it (an older cache).
    expect(
      decidePage(keys, { key: 'page-1', bodyKey: 'body-2', place, hashes: [] }, cache([])),
    ).toEqual({ action: 'render', reason: 'changed' });
    expect(
      decidePage(keys, { key: 'page-1', bodyKey: 'body-2', hashes: [] }, cache(['page-1'])),
    ).toEqual({ action: 'render', reason: 'changed' });
  });
});
