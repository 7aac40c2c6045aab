/** The engine's pure parts: names it accepts, draft slugs, trailers and the retry loop. */
import { describe, expect, it } from 'vitest';
import { messageWithTrailers } from '../../../../../src/studio/team/git/commit.ts';
import { checkBranchName, checkRepoPath } from '../../../../../src/studio/team/git/names.ts';
import { retrying } from '../../../../../src/studio/team/git/retry.ts';
import { draftBranchName, slugify } from '../../../../../src/studio/team/git/slug.ts';

describe('names', () => {
  it('accepts ordinary branch names and refuses option-like or malformed ones', () => {
    for (const name of ['main', 'studio/new-page-1a2b3c', 'release/2024.1', 'a_b']) {
      expect(checkBranchName(name)).toBe(name);
    }
    for (const name of [
      '-x',
      '--force',
      'a/-b',
      '.hidden',
      'a..b',
      'a/',
      '/a',
      'a b',
      'x.lock',
      'a~1',
      'HEAD^',
    ]) {
      expect(() => checkBranchName(name)).toThrow(/bad branch/);
    }
  });

  it('accepts repository paths and refuses escapes', () => {
    expect(checkRepoPath('pages/--help.yaml')).toBe('pages/--help.yaml');
    for (const path of [
      '',
      '/a',
      'a/',
      '../a',
      'a/./b',
      '.git/HEAD',
      'a/.GIT/x',
      'a\\b',
      'a\u0000b',
    ]) {
      expect(() => checkRepoPath(path)).toThrow(/bad path/);
    }
  });

  it('slugs draft names to [a-z0-9-], bounded, never empty', () => {
    expect(slugify('  Spring Sale: 20% off!  ')).toBe('spring-sale-20-off');
    expect(slugify('Crème brûlée')).toBe('creme-brulee');
    expect(slugify('日本語')).toBe('draft');
    expect(slugify('x'.repeat(100))).toHaveLength(48);
    expect(draftBranchName('Hello', 'abc123')).toBe('studio/hello-abc123');
    expect(draftBranchName('Hello')).toMatch(/^studio\/hello-[0-9a-f]{6}$/);
  });

  it('puts trailers in the last paragraph and refuses line breaks in them', () => {
    expect(messageWithTrailers('Publish draft x', ['Reviewed-by: A <a@x>'])).toBe(
      'Publish draft x\n\nReviewed-by: A <a@x>\n',
    );
    expect(() => messageWithTrailers('s', ['Reviewed-by: A\nSigned-off-by: B'])).toThrow(/trailer/);
    expect(() => messageWithTrailers('s', ['not a trailer'])).toThrow(/trailer/);
  });
});

describe('retrying', () => {
  const policy = { maxAttempts: 3, minWaitMs: 0, maxWaitMs: 0 };

  it("retries what may be retried, and the last attempt's error is the one thrown", async () => {
    let calls = 0;
    const attempt = async () => {
      calls++;
      throw new Error(`attempt ${calls}`);
    };
    await expect(retrying(policy, attempt, () => true)).rejects.toThrow('attempt 3');
    expect(calls).toBe(3);
  });

  it('stops at once on an error a retry cannot fix, and returns the first success', async () => {
    let calls = 0;
    await expect(
      retrying(
        policy,
        async () => {
          calls++;
          throw new Error('fatal');
        },
        () => false,
      ),
    ).rejects.toThrow('fatal');
    expect(calls).toBe(1);
    let tries = 0;
    expect(
      await retrying(
        policy,
        async () => {
          if (++tries < 2) throw new Error('again');
          return tries;
        },
        () => true,
      ),
    ).toBe(2);
  });
});
