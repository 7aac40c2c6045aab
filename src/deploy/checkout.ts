/**
 * The commit to build, checked out in `<data>/deploy/work`: a repository of its own whose objects
 * are borrowed from the studio's (git's alternates: nothing copied, nothing written into the
 * studio's repository). Each build checks its commit out over the last one, so the files it did
 * not change keep their stat and the incremental build trusts their known hashes; what the
 * build keeps there (node_modules, dist-ssr/, .tmp/) is git-ignored and stays.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { outputLine, runGit } from '../studio/team/git/run-git.ts';
import { DeployError } from './types.ts';

/** The full id of `commit` in `repository`; a DeployError when it holds no such commit. */
export async function resolveCommit(repository: string, commit: string): Promise<string> {
  if (!/^[0-9a-f]{7,64}$/i.test(commit)) {
    throw new DeployError(`"${commit}" is not a commit id`);
  }
  const found = await runGit({
    args: ['-C', repository, 'rev-parse', '--verify', '--quiet', `${commit}^{commit}`],
    okExitCodes: [0, 1, 128],
  });
  if (found.exitCode !== 0) {
    throw new DeployError(`The studio's repository holds no commit ${commit.slice(0, 12)}`);
  }
  return outputLine(found);
}

export async function checkoutCommit(repository: string, commit: string, work: string) {
  const objects = join(
    outputLine(await runGit({ args: ['-C', repository, 'rev-parse', '--absolute-git-dir'] })),
    'objects',
  );
  if (!existsSync(join(work, '.git'))) {
    mkdirSync(work, { recursive: true });
    await runGit({ args: ['init', '--quiet', work] });
  }
  // Written each time: the studio's data folder may have moved since.
  writeFileSync(join(work, '.git', 'objects', 'info', 'alternates'), `${objects}\n`);
  const inWork = (...args: string[]) => runGit({ args: ['-C', work, ...args] });
  await inWork('checkout', '--quiet', '--force', '--detach', commit);
  // Untracked files a crash or a hand left (never the ignored ones: node_modules, caches).
  await inWork('clean', '-fdq');
}
