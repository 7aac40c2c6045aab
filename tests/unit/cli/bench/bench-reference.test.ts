/**
 * `npm run bench:content` outside a Git checkout (a project unpacked from an archive) says the
 * reference build needs Git and how to run without it, instead of a stack trace from
 * `git archive`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { referenceUnavailable } from '../../../../src/cli/bench/reference.ts';

const outside = mkdtempSync(join(tmpdir(), 'not-a-checkout-'));
// A checkout of its own: the project's tests may run from an unpacked archive too.
const checkout = mkdtempSync(join(tmpdir(), 'checkout-'));
const git = (...args: string[]) => execFileSync('git', args, { cwd: checkout, stdio: 'ignore' });
git('init', '--quiet');
writeFileSync(join(checkout, 'README.md'), 'a project\n');
git('add', 'README.md');
git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'one');
afterAll(() => {
  rmSync(outside, { recursive: true, force: true });
  rmSync(checkout, { recursive: true, force: true });
});

describe('the benchmark reference', () => {
  it('needs a Git checkout, and says to run with --no-reference', () => {
    expect(referenceUnavailable(outside, 'main')).toMatch(/needs Git.*--no-reference/);
  });

  it('names a revision the checkout does not have', () => {
    expect(referenceUnavailable(checkout, 'no-such-revision-xyz')).toMatch(
      /no revision "no-such-revision-xyz".*--no-reference/,
    );
  });

  it('is available for a revision of this checkout', () => {
    expect(referenceUnavailable(checkout, 'HEAD')).toBeUndefined();
  });

  it('stops bench:content with that sentence and no stack trace', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), resolve('src/cli/bench/content.ts'), '--pages', '1'],
      { cwd: outside, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^bench:content: the reference build \(main\) needs Git/m);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
