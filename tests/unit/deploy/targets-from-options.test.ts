/** `--deploy` specs: each target named as given, each bad spec refused in words. */
import { describe, expect, it } from 'vitest';
import { DeployError, targetsFromOptions } from '../../../src/deploy/index.ts';

const options = { dataDir: '/tmp/data', repository: '/tmp/repo.git', serve: false as const };
const refusal = (specs: string[]) => {
  try {
    targetsFromOptions(specs, options);
  } catch (error) {
    expect(error).toBeInstanceOf(DeployError);
    return (error as Error).message;
  }
  throw new Error(`${specs.join(' ')} was accepted`);
};

describe('targetsFromOptions', () => {
  it('makes serve first (unless --no-serve), then each --deploy in order', () => {
    const specs = ['dir:/srv/site', 'branch:gh-pages', 'command:/usr/local/bin/push-site'];
    expect(targetsFromOptions(specs, options).map((target) => target.name)).toEqual(specs);
    const served = targetsFromOptions(specs, { ...options, serve: { host: '::1', port: 8080 } });
    expect(served.map((target) => target.name)).toEqual(['serve', ...specs]);
  });

  it('refuses what is not a target, in words', () => {
    expect(refusal(['ftp:host'])).toBe(
      '--deploy ftp:host: a target is one of serve, dir:<path>, branch:<name> or command:<path>',
    );
    expect(refusal(['dir:'])).toBe('--deploy dir:: dir: needs a path after the colon');
    expect(refusal(['branch:'])).toBe(
      '--deploy branch:: branch: needs a branch name after the colon',
    );
    expect(refusal(['branch:--force'])).toMatch(/"--force" is not a valid branch name/);
    expect(refusal(['branch:a..b'])).toMatch(/not a valid branch name/);
    expect(refusal(['command:push-site'])).toMatch(/must be absolute/);
    expect(refusal(['serve'])).toMatch(/unless --no-serve/);
    expect(refusal(['dir:/a', 'dir:/a'])).toBe('--deploy dir:/a is given twice');
  });
});
