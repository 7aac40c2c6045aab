import { describe, expect, it } from 'vitest';
import { decidePage } from '../../src/cli/build-cache/page-decision.ts';

const keys = { key: 'page-2', bodyKey: 'body-2' };
const cache = (held: string[], clean = false) => ({
  clean,
  htmlExists: (key: string) => held.includes(key),
  bodyExists: (key: string) => held.includes(key),
});

describe('decidePage', () => {
  it('reuses a page whose key is the last build’s and whose HTML is cached', () => {
    expect(decidePage(keys, { key: 'page-2', hashes: ['h'] }, cache(['page-2']))).toEqual({
      action: 'reuse',
      hashes: ['h'],
    });
  });

  it('renders everything with --clean, whatever the cache holds', () => {
    expect(
      decidePage(keys, { key: 'page-2', hashes: [] }, cache(['page-2', 'body-2'], true)),
    ).toEqual({ action: 'render', reason: 'clean' });
  });

  it('puts a cached body into the new template when only the template changed', () => {
    expect(decidePage(keys, { key: 'page-1', hashes: [] }, cache(['page-1', 'body-2']))).toEqual({
      action: 'assemble',
    });
  });

  it('renders a changed page, a new one, and one whose cached files are gone', () => {
    expect(decidePage(keys, { key: 'page-1', hashes: [] }, cache(['page-1']))).toEqual({
      action: 'render',
      reason: 'changed',
    });
    expect(decidePage(keys, undefined, cache([]))).toEqual({ action: 'render', reason: 'missing' });
    expect(decidePage(keys, { key: 'page-2', hashes: [] }, cache([]))).toEqual({
      action: 'render',
      reason: 'changed',
    });
  });
});
